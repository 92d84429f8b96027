/**
 * Writes the six size guides of /estore/size-guides into public/size-guides/: three SVG charts and
 * three one-page PDFs, drawn from the tables below. Run `npx tsx scripts/make-size-guides.ts` after
 * changing a table; the files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

interface Guide {
  file: string;
  title: string;
  note: string;
  head: string[];
  rows: string[][];
}

const OUT = 'public/size-guides';

const images: Guide[] = [
  {
    file: 'youth-jerseys.svg',
    title: 'Youth jersey sizes',
    note: 'Measure around the fullest part of the chest. Between sizes? Choose the larger one.',
    head: ['Size', 'Age', 'Chest (in)', 'Length (in)'],
    rows: [
      ['YS', '6–8', '26–28', '20'],
      ['YM', '10–12', '28–30', '22'],
      ['YL', '14–16', '30–32', '24'],
      ['YXL', '18–20', '32–34', '26'],
    ],
  },
  {
    file: 'adult-jerseys.svg',
    title: 'Adult jersey sizes',
    note: 'Game jerseys run true to size; practice tops have a relaxed fit.',
    head: ['Size', 'Chest (in)', 'Length (in)', 'Sleeve (in)'],
    rows: [
      ['S', '34–36', '28', '8'],
      ['M', '38–40', '29', '8.5'],
      ['L', '42–44', '30', '9'],
      ['XL', '46–48', '31', '9.5'],
      ['2XL', '50–52', '32', '10'],
    ],
  },
  {
    file: 'shorts-pants.svg',
    title: 'Shorts and pants sizes',
    note: 'All sizes in inches. Measure the natural waist and the inside leg from crotch to ankle.',
    head: ['Size', 'Waist (in)', 'Shorts inseam', 'Pants inseam'],
    rows: [
      ['S', '26–28', '7', '29'],
      ['M', '29–31', '7', '30'],
      ['L', '32–34', '8', '31'],
      ['XL', '35–37', '8', '32'],
      ['2XL', '38–40', '9', '32'],
    ],
  },
];

const pdfs: Guide[] = [
  {
    file: 'flag-belts-gloves.pdf',
    title: 'Flag belt and glove sizes',
    note: 'Flag belts sit at the hip bone. Measure the hand from wrist crease to fingertip.',
    head: ['Size', 'Belt waist (in)', 'Hand length (in)', 'Glove'],
    rows: [
      ['S', '22-26', '6.0-6.5', 'Youth S'],
      ['M', '26-30', '6.5-7.0', 'Youth M'],
      ['L', '30-34', '7.0-7.5', 'Adult S/M'],
      ['XL', '34-38', '7.5-8.0', 'Adult L'],
      ['2XL', '38-44', '8.0-8.5', 'Adult XL'],
    ],
  },
  {
    file: 'outerwear.pdf',
    title: 'Outerwear and hoodie sizes',
    note: 'Sideline jackets are cut to fit over pads-free uniforms. Sizes are unisex.',
    head: ['Size', 'Chest (in)', 'Sleeve (in)', 'Body length (in)'],
    rows: [
      ['S', '36-38', '32', '27'],
      ['M', '40-42', '33', '28'],
      ['L', '44-46', '34', '29'],
      ['XL', '48-50', '35', '30'],
      ['2XL', '52-54', '36', '31'],
    ],
  },
  {
    file: 'cleats-socks.pdf',
    title: 'Cleat and sock sizes',
    note: 'Measure the foot standing, heel to longest toe. Leave a thumb width for growth.',
    head: ['Foot length (in)', 'US youth', 'US men', 'Sock size'],
    rows: [
      ['8.0', '1Y', '-', 'S'],
      ['8.7', '3Y', '-', 'S'],
      ['9.3', '5Y', '6', 'M'],
      ['10.0', '7Y', '8', 'M'],
      ['10.6', '-', '10', 'L'],
      ['11.3', '-', '12', 'XL'],
    ],
  },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 960×600 chart: title band, header row, striped rows, a note at the foot. */
function svg(guide: Guide): string {
  const width = 960;
  const height = 600;
  const left = 60;
  const tableWidth = width - 2 * left;
  const colWidth = tableWidth / guide.head.length;
  const rowHeight = Math.min(64, 340 / (guide.rows.length + 1));
  const top = 140;
  const cells = (row: string[], y: number, bold: boolean, fill: string) =>
    row
      .map(
        (cell, i) =>
          `<text x="${left + colWidth * i + colWidth / 2}" y="${y + rowHeight / 2 + 8}" text-anchor="middle" font-size="24" font-weight="${bold ? 700 : 400}" fill="${fill}">${escapeXml(cell)}</text>`,
      )
      .join('');
  const rows = guide.rows
    .map((row, r) => {
      const y = top + rowHeight * (r + 1);
      const stripe = r % 2 === 0 ? '#f4f6fa' : '#ffffff';
      return `<rect x="${left}" y="${y}" width="${tableWidth}" height="${rowHeight}" fill="${stripe}"/>${cells(row, y, false, '#172033')}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(guide.title)} chart">
<title>${escapeXml(guide.title)}</title>
<rect width="${width}" height="${height}" fill="#ffffff"/>
<rect width="${width}" height="96" fill="#0b1f3a"/>
<text x="${left}" y="60" font-family="system-ui, Arial, sans-serif" font-size="34" font-weight="800" fill="#ffffff">${escapeXml(guide.title)}</text>
<text x="${width - left}" y="60" text-anchor="end" font-family="system-ui, Arial, sans-serif" font-size="20" font-weight="700" fill="#f5c542">Mid-South Youth Sports</text>
<g font-family="system-ui, Arial, sans-serif">
<rect x="${left}" y="${top}" width="${tableWidth}" height="${rowHeight}" fill="#13305a"/>
${cells(guide.head, top, true, '#ffffff')}
${rows}
<rect x="${left}" y="${top}" width="${tableWidth}" height="${rowHeight * (guide.rows.length + 1)}" fill="none" stroke="#d9dee8" stroke-width="2"/>
<text x="${left}" y="${height - 40}" font-size="20" fill="#4a5568">${escapeXml(guide.note)}</text>
</g>
</svg>
`;
}

/** PDF strings hold Latin-1 text; parentheses and backslashes are escaped. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A one-page US Letter PDF 1.4 with the same table, Helvetica, written object by object. */
function pdf(guide: Guide): Buffer {
  const pageWidth = 612;
  const left = 54;
  const tableWidth = pageWidth - 2 * left;
  const colWidth = tableWidth / guide.head.length;
  const rowHeight = 28;
  const top = 640;
  const ops: string[] = [];
  ops.push('0.043 0.122 0.227 rg 0 712 612 80 re f');
  ops.push(`BT /F2 24 Tf 1 1 1 rg ${left} 742 Td (${pdfText(guide.title)}) Tj ET`);
  ops.push(
    `BT /F1 11 Tf 0.96 0.77 0.26 rg ${left} 722 Td (Mid-South Youth Sports League - Size guide) Tj ET`,
  );
  const row = (cells: string[], y: number, font: string, color: string) =>
    cells.forEach((cell, i) =>
      ops.push(
        `BT /${font} 12 Tf ${color} rg ${left + colWidth * i + 10} ${y + 10} Td (${pdfText(cell)}) Tj ET`,
      ),
    );
  ops.push(`0.075 0.188 0.353 rg ${left} ${top} ${tableWidth} ${rowHeight} re f`);
  row(guide.head, top, 'F2', '1 1 1');
  guide.rows.forEach((cells, r) => {
    const y = top - rowHeight * (r + 1);
    if (r % 2 === 0) ops.push(`0.957 0.965 0.98 rg ${left} ${y} ${tableWidth} ${rowHeight} re f`);
    row(cells, y, 'F1', '0.09 0.125 0.2');
  });
  const bottom = top - rowHeight * guide.rows.length;
  ops.push(
    `0.85 0.87 0.91 RG 1 w ${left} ${bottom} ${tableWidth} ${rowHeight * (guide.rows.length + 1)} re S`,
  );
  ops.push(`BT /F1 11 Tf 0.29 0.33 0.41 rg ${left} ${bottom - 30} Td (${pdfText(guide.note)}) Tj ET`);
  ops.push(
    `BT /F1 9 Tf 0.29 0.33 0.41 rg ${left} 54 Td (Questions about fit? Email info@midsouthyouthsports.org) Tj ET`,
  );
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(guide.title)}) /Producer (league-site size guides) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

mkdirSync(OUT, { recursive: true });
for (const guide of images) writeFileSync(`${OUT}/${guide.file}`, svg(guide));
for (const guide of pdfs) writeFileSync(`${OUT}/${guide.file}`, pdf(guide));
console.log(`Wrote ${images.length + pdfs.length} size guides to ${OUT}/`);
