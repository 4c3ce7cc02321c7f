import { siteProductionProblems, siteRefusalMessage } from '../production-check.js';

const VIEW_TOKEN_SECRET = 'view_5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f';

describe('the site server’s production check', () => {
  it('leaves every start outside production as it was, previews included', () => {
    expect(siteProductionProblems({})).toEqual([]);
    expect(siteProductionProblems({ MFE_ALLOW_OVERRIDES: 'true' })).toEqual([]);
  });

  it('in production refuses previews, even turned on explicitly, and names the setting', () => {
    const problems = siteProductionProblems({ NODE_ENV: 'production', MFE_ALLOW_OVERRIDES: 'true', VIEW_TOKEN_SECRET });
    expect(problems.map((problem) => problem.setting)).toEqual(['MFE_ALLOW_OVERRIDES=true']);
    expect(siteRefusalMessage(problems)).toMatch(
      /NODE_ENV=production[^\n]*\n {2}- MFE_ALLOW_OVERRIDES=true: .*mfe-override/,
    );
  });

  it('in production has previews off by default', () => {
    expect(siteProductionProblems({ NODE_ENV: 'production', VIEW_TOKEN_SECRET })).toEqual([]);
    expect(siteProductionProblems({ NODE_ENV: 'production', MFE_ALLOW_OVERRIDES: 'false', VIEW_TOKEN_SECRET })).toEqual(
      [],
    );
  });

  it('in production wants the view secret the API has, and a long one', () => {
    const settings = (env: NodeJS.ProcessEnv) => siteProductionProblems(env).map((problem) => problem.setting);
    expect(settings({ NODE_ENV: 'production' })).toEqual(['VIEW_TOKEN_SECRET ausente']);
    expect(settings({ NODE_ENV: 'production', VIEW_TOKEN_SECRET: 'curto' })).toEqual(['VIEW_TOKEN_SECRET fraco']);
    // Outside production a start makes one of its own.
    expect(settings({})).toEqual([]);
  });
});
