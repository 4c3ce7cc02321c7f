import { siteNodeEnvRefusal, siteProductionProblems, siteRefusalMessage } from '../production-check.js';
import { siteConfigFromEnv } from '../site-config.js';

const SITE_URL = 'https://www.mercadobrasil.example';

const VIEW_TOKEN_SECRET = 'view_5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f';

describe('the site server’s production check', () => {
  it('leaves every start outside production as it was, previews included', () => {
    expect(siteProductionProblems({})).toEqual([]);
    expect(siteProductionProblems({ MFE_ALLOW_OVERRIDES: 'true' })).toEqual([]);
  });

  it('in production refuses previews, even turned on explicitly, and names the setting', () => {
    const problems = siteProductionProblems({
      NODE_ENV: 'production',
      SITE_URL,
      MFE_ALLOW_OVERRIDES: 'true',
      VIEW_TOKEN_SECRET,
    });
    expect(problems.map((problem) => problem.setting)).toEqual(['MFE_ALLOW_OVERRIDES=true']);
    expect(siteRefusalMessage(problems)).toMatch(
      /NODE_ENV=production[^\n]*\n {2}- MFE_ALLOW_OVERRIDES=true: .*mfe-override/,
    );
  });

  it('in production has previews off by default', () => {
    expect(siteProductionProblems({ NODE_ENV: 'production', SITE_URL, VIEW_TOKEN_SECRET })).toEqual([]);
    expect(
      siteProductionProblems({ NODE_ENV: 'production', SITE_URL, MFE_ALLOW_OVERRIDES: 'false', VIEW_TOKEN_SECRET }),
    ).toEqual([]);
  });

  it('in production wants SITE_URL: the addresses of the pages never come from a request', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', SITE_URL: ' ' }]) {
      const problems = siteProductionProblems({ ...env, VIEW_TOKEN_SECRET });
      expect(problems.map((problem) => problem.setting)).toEqual(['SITE_URL ausente']);
      expect(siteRefusalMessage(problems)).toMatch(/\n {2}- SITE_URL ausente: .*canonical.*robots\.txt.*sitemaps/);
    }
  });

  it('takes no unknown NODE_ENV for "not production", and names the accepted values', () => {
    for (const NODE_ENV of [undefined, '', 'production', 'development', 'test']) {
      expect(siteNodeEnvRefusal({ NODE_ENV })).toBeUndefined();
    }
    for (const NODE_ENV of ['prod', 'Production', 'PRODUCTION', 'staging']) {
      expect(siteNodeEnvRefusal({ NODE_ENV })).toBe(
        `O servidor do site não sobe: NODE_ENV inválido: ${NODE_ENV} (aceitos: production, development, test, ou sem valor; em minúsculas).`,
      );
      // Nothing reads it as "not production" (previews on) either.
      expect(() => siteProductionProblems({ NODE_ENV, MFE_ALLOW_OVERRIDES: 'true' })).toThrow('NODE_ENV inválido');
      expect(() => siteConfigFromEnv({ NODE_ENV })).toThrow('NODE_ENV inválido');
    }
  });

  it('in production wants the view secret the API has, and a long one', () => {
    const settings = (env: NodeJS.ProcessEnv) => siteProductionProblems(env).map((problem) => problem.setting);
    expect(settings({ NODE_ENV: 'production', SITE_URL })).toEqual(['VIEW_TOKEN_SECRET ausente']);
    expect(settings({ NODE_ENV: 'production', SITE_URL, VIEW_TOKEN_SECRET: 'curto' })).toEqual([
      'VIEW_TOKEN_SECRET fraco',
    ]);
    // Outside production a start makes one of its own.
    expect(settings({})).toEqual([]);
  });
});
