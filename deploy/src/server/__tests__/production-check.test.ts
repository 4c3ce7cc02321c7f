import { siteProductionProblems, siteRefusalMessage } from '../production-check.js';

describe('the site server’s production check', () => {
  it('leaves every start outside production as it was, previews included', () => {
    expect(siteProductionProblems({})).toEqual([]);
    expect(siteProductionProblems({ MFE_ALLOW_OVERRIDES: 'true' })).toEqual([]);
  });

  it('in production refuses previews, even turned on explicitly, and names the setting', () => {
    const problems = siteProductionProblems({ NODE_ENV: 'production', MFE_ALLOW_OVERRIDES: 'true' });
    expect(problems.map((problem) => problem.setting)).toEqual(['MFE_ALLOW_OVERRIDES=true']);
    expect(siteRefusalMessage(problems)).toMatch(
      /NODE_ENV=production[^\n]*\n {2}- MFE_ALLOW_OVERRIDES=true: .*mfe-override/,
    );
  });

  it('in production has previews off by default', () => {
    expect(siteProductionProblems({ NODE_ENV: 'production' })).toEqual([]);
    expect(siteProductionProblems({ NODE_ENV: 'production', MFE_ALLOW_OVERRIDES: 'false' })).toEqual([]);
  });
});
