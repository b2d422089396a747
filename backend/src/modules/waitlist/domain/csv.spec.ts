import { csvCell, csvRow } from './csv.js';

describe('CSV cells', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    [' padded ', '" padded "'],
    ['Zoë 🎵', 'Zoë 🎵'],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('a formula start %j is made text: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('a row joins its cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', '=1'])).toBe(`a,"b,c",'=1\r\n`);
  });
});
