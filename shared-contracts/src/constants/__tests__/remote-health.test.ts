import { REMOTE_NAMES, VERSION_NAME } from '../../delivery';
import { BEACON_VERSION_MAX_LENGTH, BEACON_VERSION_PATTERN, HEALTH_APPS } from '..';

describe('the health beacons’ apps and versions', () => {
  it('name the shell and every remote of the pointer', () => {
    expect(HEALTH_APPS).toEqual(['shell', ...REMOTE_NAMES]);
  });

  it('take only versions the registry could have published, as long as a package version and a commit id', () => {
    const beaconVersion = (version: string): boolean =>
      new RegExp(BEACON_VERSION_PATTERN).test(version) && version.length <= BEACON_VERSION_MAX_LENGTH;
    const published = ['1.4.0-3f2a9c01bd', '3.0.1', '2.2.0-canary_1', `10.20.30-${'f'.repeat(40)}`];
    for (const version of published) expect([version, beaconVersion(version)]).toEqual([version, true]);
    for (const version of ['', '.1.0', '-1', '1.0 beta', '1/0', '1.0+build', 'versão', 'x'.repeat(65)]) {
      expect([version, beaconVersion(version)]).toEqual([version, false]);
    }
    for (const version of [...published, 'x'.repeat(64), '0', 'a_b-c.d']) {
      expect([version, beaconVersion(version), VERSION_NAME.test(version)]).toEqual([version, true, true]);
    }
  });
});
