import { isMobileDevice, isMobileUserAgent } from '../hooks/is-mobile';

describe('isMobileUserAgent (L-08: mobile is detected by user-agent)', () => {
  it.each([
    [
      'Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    ],
    [
      'iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    ],
    [
      'iPad',
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    ],
    ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)'],
    [
      'webOS',
      'Mozilla/5.0 (webOS/1.3; U; en-US) AppleWebKit/525.27.1 (KHTML, like Gecko) Version/1.0 Safari/525.27.1 Desktop/1.0',
    ],
    ['BlackBerry', 'BlackBerry9700/5.0.0.351 Profile/MIDP-2.1 Configuration/CLDC-1.1'],
    ['IEMobile', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch)'],
    [
      'Opera Mini',
      'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
    ],
    ['any "Mobile" browser', 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5'],
    ['lower case', 'mozilla/5.0 (linux; android 10)'],
  ])('L-08 %s is mobile', (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([
    [
      'Windows Chrome',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    ],
    [
      'macOS Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ],
    ['Linux Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    ['empty', ''],
  ])('L-08 %s is not mobile', (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });

  it('L-08 isMobileDevice reads navigator.userAgent', () => {
    const spy = jest.spyOn(window.navigator, 'userAgent', 'get');
    spy.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148');
    expect(isMobileDevice()).toBe(true);
    spy.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    expect(isMobileDevice()).toBe(false);
    spy.mockRestore();
  });
});
