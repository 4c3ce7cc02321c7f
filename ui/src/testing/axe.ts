import { axe, toHaveNoViolations } from 'jest-axe';

// The kit's tests check every component with axe: `expect(await axe(container)).toHaveNoViolations()`.
expect.extend(toHaveNoViolations);

export { axe };
