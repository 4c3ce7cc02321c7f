/**
 * @jest-environment jsdom
 */
import { VITALS_IDLE_MS, afterLoadWhenEngaged } from '../start-health';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("the vitals' code comes after the page's load", () => {
  it('at the first interaction, once', () => {
    const work = jest.fn();
    afterLoadWhenEngaged(window, work);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(VITALS_IDLE_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('or a little after the load with no interaction', () => {
    const work = jest.fn();
    afterLoadWhenEngaged(window, work);
    jest.advanceTimersByTime(VITALS_IDLE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
