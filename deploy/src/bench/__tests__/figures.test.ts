import { besideFloor, formatFigure, formatRatio, markdownTable, median, ratio } from '../figures.js';

describe('median', () => {
  it('is the middle run of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([530, 178, 900])).toBe(530);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out runs that gave no figure, and is NaN when none did', () => {
    expect(median([NaN, 10, 30])).toBe(20);
    expect(median([])).toBeNaN();
  });
});

describe('ratio to the floor', () => {
  it('divides the page by the floor', () => {
    expect(ratio(530, 178)).toBeCloseTo(2.978, 3);
    expect(ratio(62, 100)).toBe(0.62);
  });

  it('has none for a floor of 0 or a missing figure', () => {
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(NaN, 10)).toBeNull();
  });

  it('reads with two significant digits below 10 and whole above', () => {
    expect(formatRatio(2.978)).toBe('3.0×');
    expect(formatRatio(1)).toBe('1.0×');
    expect(formatRatio(0.6234)).toBe('0.62×');
    expect(formatRatio(12.4)).toBe('12×');
  });
});

describe('figures beside the floor', () => {
  it('writes each unit as the table shows it', () => {
    expect(formatFigure(529.6, 'ms')).toBe('530 ms');
    expect(formatFigure(0.04567, 'cls')).toBe('0.046');
    expect(formatFigure(68.14, 'kb')).toBe('68.1 KB');
    expect(formatFigure(72, 'score')).toBe('72');
    expect(formatFigure(NaN, 'ms')).toBe('—');
  });

  it('puts the ratio after the figure', () => {
    expect(besideFloor(530, 178, 'ms')).toBe('530 ms (3.0×)');
    expect(besideFloor(72, 100, 'score')).toBe('72 (0.72×)');
  });

  it('says what the floor was when it is 0, as printed', () => {
    expect(besideFloor(0.05, 0, 'cls')).toBe('0.050 (piso 0.000)');
    expect(besideFloor(0.05, 0.0001, 'cls')).toBe('0.050 (piso 0.000)');
    expect(besideFloor(0, 0, 'cls')).toBe('0.000 (= piso)');
  });

  it('has no ratio without a floor figure', () => {
    expect(besideFloor(2, NaN, 'count')).toBe('2');
  });
});

describe('markdownTable', () => {
  it('pads the columns and escapes pipes', () => {
    expect(
      markdownTable(
        ['Lighthouse', 'piso', 'início'],
        [
          ['TBT', '178 ms', '530 ms (3.0×)'],
          ['a|b', '1', '2'],
        ],
      ),
    ).toBe(
      [
        '| Lighthouse | piso   | início        |',
        '| ---------- | ------ | ------------- |',
        '| TBT        | 178 ms | 530 ms (3.0×) |',
        '| a\\|b       | 1      | 2             |',
      ].join('\n'),
    );
  });
});
