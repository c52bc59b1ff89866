import { transliterate } from './transliterate';

const escapePdfText = (text: string): string => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** UTF-16BE with a byte order mark: how a PDF text string carries Cyrillic in its metadata. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++)
    hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

const BODY_LINES = [
  'Pamyatka patsienta',
  'Podrobnye pravila podgotovki utochnyayte u administratora kliniki.',
  'Telefon call-tsentra ukazan na saite. Chasy raboty: 08:00-20:00.',
];

/**
 * A one-page A4 PDF (valid: exact xref offsets) that stands in for the clinic's preparation memos.
 * The page text is transliterated because the standard Helvetica font has no Cyrillic; the document
 * title in the metadata stays in Russian.
 */
export function pdfDocument(title: string): Buffer {
  const lines = [transliterate(title), ...BODY_LINES];
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 28} Td (${escapePdfText(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title ${utf16Hex(title)} /Producer (Clinic reference API) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
