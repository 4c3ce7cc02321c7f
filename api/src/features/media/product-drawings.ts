/**
 * Flat line-and-shape drawings of product kinds on a 200×200 grid, coloured
 * with the product's palette. A product's kind comes from words of its name,
 * then from its sub-category, then from its department.
 */

export interface Palette {
  /** Main body colour (the product's colour when its name says one). */
  main: string;
  /** Dark details (screens, tyres, outlines). */
  dark: string;
  /** Light details (highlights, paper, labels). */
  light: string;
  /** A contrasting accent. */
  accent: string;
}

type Drawing = (p: Palette) => string;

const DRAWINGS = {
  tv: (p) =>
    `<rect x="14" y="36" width="172" height="106" rx="6" fill="${p.dark}"/><rect x="21" y="43" width="158" height="92" rx="2" fill="${p.accent}"/>` +
    `<path d="M21 135 L110 43 H179 V135Z" fill="#fff" opacity=".14"/><rect x="88" y="142" width="24" height="14" fill="${p.dark}"/><rect x="60" y="156" width="80" height="6" rx="3" fill="${p.dark}"/>`,
  speaker: (p) =>
    `<rect x="52" y="24" width="96" height="152" rx="22" fill="${p.main}"/><circle cx="100" cy="66" r="22" fill="${p.dark}"/><circle cx="100" cy="66" r="9" fill="${p.light}"/>` +
    `<circle cx="100" cy="128" r="32" fill="${p.dark}"/><circle cx="100" cy="128" r="13" fill="${p.light}"/>`,
  soundbar: (p) =>
    `<rect x="10" y="78" width="180" height="34" rx="14" fill="${p.dark}"/><g fill="${p.main}" opacity=".6">${[30, 50, 70, 90, 110, 130, 150, 170].map((x) => `<circle cx="${x}" cy="95" r="5"/>`).join('')}</g>` +
    `<rect x="128" y="122" width="50" height="56" rx="8" fill="${p.dark}"/><circle cx="153" cy="150" r="16" fill="${p.main}"/>`,
  turntable: (p) =>
    `<rect x="16" y="50" width="168" height="110" rx="10" fill="${p.main}"/><circle cx="88" cy="104" r="44" fill="${p.dark}"/><circle cx="88" cy="104" r="12" fill="${p.accent}"/>` +
    `<path d="M160 64 L150 120 L128 132" stroke="${p.light}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  headphones: (p) =>
    `<path d="M44 112 V92 a56 56 0 0 1 112 0 V112" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="30" y="104" width="34" height="62" rx="14" fill="${p.main}"/><rect x="136" y="104" width="34" height="62" rx="14" fill="${p.main}"/>`,
  camera: (p) =>
    `<rect x="22" y="60" width="156" height="100" rx="14" fill="${p.dark}"/><rect x="40" y="46" width="40" height="18" rx="4" fill="${p.dark}"/>` +
    `<circle cx="112" cy="110" r="38" fill="${p.main}"/><circle cx="112" cy="110" r="24" fill="${p.dark}"/><circle cx="104" cy="102" r="7" fill="#fff" opacity=".5"/><rect x="148" y="72" width="18" height="10" rx="3" fill="${p.accent}"/>`,
  drone: (p) =>
    `<path d="M40 60 L160 140 M160 60 L40 140" stroke="${p.dark}" stroke-width="8"/><rect x="74" y="80" width="52" height="40" rx="12" fill="${p.main}"/>` +
    `${[
      [40, 60],
      [160, 60],
      [40, 140],
      [160, 140],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="28" ry="7" fill="${p.accent}" opacity=".8"/>`)
      .join('')}<circle cx="100" cy="124" r="8" fill="${p.dark}"/>`,
  console: (p) =>
    `<rect x="30" y="40" width="80" height="128" rx="12" fill="${p.light}"/><rect x="110" y="40" width="60" height="128" rx="12" fill="${p.dark}"/>` +
    `<rect x="42" y="52" width="56" height="6" rx="3" fill="${p.main}"/><rect x="122" y="150" width="36" height="6" rx="3" fill="${p.main}"/>`,
  gamepad: (p) =>
    `<path d="M50 70 H150 a34 34 0 0 1 30 48 l-14 30 a16 16 0 0 1 -28 2 l-12 -20 H74 l-12 20 a16 16 0 0 1 -28 -2 l-14 -30 A34 34 0 0 1 50 70Z" fill="${p.main}"/>` +
    `<path d="M56 94 v24 M44 106 h24" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/><circle cx="140" cy="98" r="6" fill="${p.accent}"/><circle cx="154" cy="112" r="6" fill="${p.dark}"/><circle cx="126" cy="112" r="6" fill="${p.dark}"/>`,
  gamebox: (p) =>
    `<rect x="52" y="24" width="96" height="152" rx="6" fill="${p.main}"/><rect x="52" y="24" width="96" height="22" rx="6" fill="${p.dark}"/><rect x="62" y="58" width="76" height="84" rx="4" fill="${p.accent}"/><path d="M70 130 l24 -40 l18 26 l10 -12 l16 26Z" fill="${p.light}"/>`,
  phone: (p) =>
    `<rect x="56" y="14" width="88" height="172" rx="18" fill="${p.main}"/><rect x="63" y="24" width="74" height="152" rx="12" fill="${p.dark}"/>` +
    `<rect x="86" y="28" width="28" height="7" rx="3.5" fill="${p.main}"/><path d="M63 120 L137 60 V150 H63Z" fill="${p.accent}" opacity=".35"/>`,
  basicphone: (p) =>
    `<rect x="64" y="20" width="72" height="160" rx="14" fill="${p.main}"/><rect x="74" y="32" width="52" height="48" rx="4" fill="${p.light}"/>` +
    `<g fill="${p.dark}">${[0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) => `<rect x="${76 + c * 17}" y="${92 + r * 19}" width="13" height="12" rx="3"/>`)).join('')}</g>`,
  phonecase: (p) =>
    `<rect x="54" y="14" width="92" height="172" rx="20" fill="${p.main}"/><rect x="62" y="24" width="40" height="44" rx="10" fill="${p.dark}"/><circle cx="75" cy="38" r="8" fill="${p.light}"/><circle cx="89" cy="54" r="8" fill="${p.light}"/>`,
  charger: (p) =>
    `<rect x="44" y="40" width="64" height="74" rx="12" fill="${p.main}"/><rect x="60" y="24" width="8" height="18" fill="${p.dark}"/><rect x="84" y="24" width="8" height="18" fill="${p.dark}"/>` +
    `<path d="M76 114 C76 170 150 120 152 176" fill="none" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>`,
  cable: (p) =>
    `<path d="M40 40 C160 40 40 160 160 160" fill="none" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/><rect x="26" y="30" width="24" height="20" rx="4" fill="${p.dark}"/><rect x="150" y="150" width="24" height="20" rx="4" fill="${p.dark}"/>`,
  powerbank: (p) =>
    `<rect x="50" y="30" width="100" height="140" rx="16" fill="${p.main}"/><g fill="${p.accent}">${[0, 1, 2, 3].map((i) => `<rect x="${66 + i * 18}" y="146" width="12" height="8" rx="2"/>`).join('')}</g><path d="M106 64 L88 104 H104 L94 134 L118 92 H102Z" fill="${p.light}"/>`,
  smartwatch: (p) =>
    `<rect x="74" y="10" width="52" height="46" rx="8" fill="${p.main}"/><rect x="74" y="144" width="52" height="46" rx="8" fill="${p.main}"/>` +
    `<rect x="60" y="52" width="80" height="96" rx="22" fill="${p.dark}"/><rect x="68" y="60" width="64" height="80" rx="16" fill="${p.accent}" opacity=".8"/><text x="100" y="108" text-anchor="middle" font-size="22" font-family="sans-serif" fill="#fff">10:09</text>`,
  laptop: (p) =>
    `<rect x="36" y="40" width="128" height="86" rx="6" fill="${p.dark}"/><rect x="43" y="47" width="114" height="72" rx="2" fill="${p.accent}"/><path d="M43 119 L120 47 H157 V119Z" fill="#fff" opacity=".14"/>` +
    `<path d="M18 132 H182 L172 150 H28Z" fill="${p.main}"/><rect x="86" y="132" width="28" height="5" rx="2" fill="${p.dark}" opacity=".4"/>`,
  desktop: (p) =>
    `<rect x="16" y="40" width="118" height="82" rx="6" fill="${p.dark}"/><rect x="22" y="46" width="106" height="70" fill="${p.accent}"/><rect x="66" y="122" width="18" height="18" fill="${p.dark}"/><rect x="46" y="140" width="58" height="6" rx="3" fill="${p.dark}"/>` +
    `<rect x="144" y="44" width="42" height="110" rx="6" fill="${p.main}"/><circle cx="165" cy="62" r="5" fill="${p.light}"/><rect x="152" y="80" width="26" height="4" rx="2" fill="${p.dark}"/>`,
  monitor: (p) =>
    `<rect x="12" y="34" width="176" height="108" rx="8" fill="${p.dark}"/><rect x="19" y="41" width="162" height="90" rx="3" fill="${p.accent}"/><path d="M19 131 L100 41 H181 V131Z" fill="#fff" opacity=".12"/>` +
    `<path d="M90 142 H110 L116 166 H84Z" fill="${p.main}"/><rect x="62" y="164" width="76" height="7" rx="3.5" fill="${p.main}"/>`,
  keyboard: (p) =>
    `<rect x="10" y="64" width="180" height="76" rx="10" fill="${p.dark}"/><g fill="${p.main}">${[0, 1, 2, 3].flatMap((r) => Array.from({ length: 12 }, (_, c) => `<rect x="${18 + c * 14}" y="${72 + r * 15}" width="11" height="11" rx="2"/>`)).join('')}</g>`,
  mouse: (p) =>
    `<path d="M100 30 C60 30 56 70 56 100 C56 150 76 172 100 172 C124 172 144 150 144 100 C144 70 140 30 100 30Z" fill="${p.main}"/><path d="M100 30 V84 M56 84 H144" stroke="${p.dark}" stroke-width="4"/><rect x="95" y="48" width="10" height="22" rx="5" fill="${p.dark}"/>`,
  webcam: (p) =>
    `<rect x="40" y="54" width="120" height="60" rx="30" fill="${p.dark}"/><circle cx="100" cy="84" r="22" fill="${p.main}"/><circle cx="100" cy="84" r="11" fill="${p.dark}"/><circle cx="96" cy="80" r="4" fill="#fff" opacity=".6"/><path d="M80 114 L70 150 H130 L120 114" fill="${p.dark}"/>`,
  printer: (p) =>
    `<rect x="56" y="24" width="88" height="50" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/><rect x="22" y="66" width="156" height="78" rx="12" fill="${p.main}"/><rect x="50" y="124" width="100" height="50" fill="#fff" stroke="${p.dark}" stroke-width="2"/>` +
    `<path d="M62 140 H138 M62 154 H120" stroke="${p.dark}" stroke-width="3" opacity=".5"/><circle cx="156" cy="86" r="5" fill="${p.accent}"/>`,
  ssd: (p) =>
    `<rect x="30" y="50" width="140" height="100" rx="10" fill="${p.dark}"/><rect x="44" y="64" width="112" height="72" rx="4" fill="${p.main}"/><rect x="56" y="80" width="60" height="10" rx="3" fill="${p.light}"/><rect x="56" y="98" width="40" height="8" rx="3" fill="${p.light}" opacity=".7"/>`,
  pendrive: (p) =>
    `<rect x="56" y="70" width="104" height="60" rx="12" fill="${p.main}"/><rect x="24" y="82" width="36" height="36" rx="3" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="32" y="92" width="8" height="6" fill="${p.dark}"/><rect x="32" y="104" width="8" height="6" fill="${p.dark}"/><circle cx="146" cy="100" r="6" fill="${p.dark}"/>`,
  fridge: (p) =>
    `<rect x="50" y="10" width="100" height="180" rx="10" fill="${p.main}"/><path d="M50 74 H150" stroke="${p.dark}" stroke-width="3" opacity=".5"/><rect x="134" y="30" width="6" height="30" rx="3" fill="${p.dark}"/><rect x="134" y="90" width="6" height="46" rx="3" fill="${p.dark}"/><rect x="58" y="182" width="84" height="6" fill="${p.dark}" opacity=".4"/>`,
  stove: (p) =>
    `<rect x="32" y="46" width="136" height="140" rx="6" fill="${p.main}"/><rect x="32" y="30" width="136" height="20" rx="4" fill="${p.dark}"/><g fill="${p.dark}">${[56, 84, 116, 144].map((x) => `<circle cx="${x}" cy="40" r="7"/>`).join('')}</g>` +
    `<rect x="46" y="72" width="108" height="84" rx="6" fill="${p.dark}"/><rect x="56" y="82" width="88" height="50" rx="4" fill="${p.accent}" opacity=".5"/><rect x="60" y="62" width="80" height="5" rx="2.5" fill="${p.dark}"/>`,
  cooktop: (p) =>
    `<rect x="14" y="62" width="172" height="80" rx="10" fill="${p.dark}"/><g fill="none" stroke="${p.main}" stroke-width="5">${[
      [52, 90],
      [100, 116],
      [148, 90],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18"/>`)
      .join('')}</g>`,
  washer: (p) =>
    `<rect x="40" y="20" width="120" height="164" rx="10" fill="${p.main}"/><rect x="40" y="20" width="120" height="30" rx="10" fill="${p.dark}" opacity=".25"/><circle cx="64" cy="35" r="6" fill="${p.accent}"/>` +
    `<circle cx="100" cy="114" r="46" fill="${p.dark}"/><circle cx="100" cy="114" r="34" fill="${p.accent}" opacity=".55"/><path d="M76 120 q24 -20 48 0" stroke="#fff" stroke-width="4" fill="none" opacity=".5"/>`,
  microwave: (p) =>
    `<rect x="14" y="46" width="172" height="108" rx="10" fill="${p.main}"/><rect x="26" y="58" width="112" height="84" rx="6" fill="${p.dark}"/><path d="M26 142 L96 58 H138 V142Z" fill="#fff" opacity=".12"/>` +
    `<g fill="${p.dark}">${[0, 1, 2, 3].map((i) => `<rect x="150" y="${64 + i * 14}" width="24" height="8" rx="3"/>`).join('')}</g><circle cx="162" cy="130" r="7" fill="${p.dark}"/>`,
  airconditioner: (p) =>
    `<rect x="10" y="54" width="180" height="70" rx="18" fill="${p.main}"/><path d="M26 108 H174" stroke="${p.dark}" stroke-width="4" opacity=".4"/><circle cx="164" cy="72" r="5" fill="${p.accent}"/>` +
    `<path d="M50 136 q8 14 0 28 M100 136 q8 14 0 28 M150 136 q8 14 0 28" stroke="${p.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  vacuum: (p) =>
    `<rect x="94" y="14" width="12" height="120" rx="6" fill="${p.dark}"/><rect x="78" y="58" width="44" height="72" rx="18" fill="${p.main}"/><path d="M58 160 H142 L132 138 H68Z" fill="${p.dark}"/><rect x="82" y="8" width="36" height="16" rx="8" fill="${p.dark}"/>`,
  robot: (p) =>
    `<circle cx="100" cy="104" r="70" fill="${p.main}"/><circle cx="100" cy="104" r="52" fill="${p.dark}" opacity=".15"/><circle cx="100" cy="70" r="10" fill="${p.dark}"/><rect x="84" y="120" width="32" height="6" rx="3" fill="${p.accent}"/>`,
  sofa: (p) =>
    `<rect x="30" y="60" width="140" height="60" rx="14" fill="${p.main}"/><rect x="14" y="92" width="172" height="56" rx="14" fill="${p.main}"/><rect x="34" y="104" width="132" height="26" rx="8" fill="${p.light}" opacity=".35"/>` +
    `<rect x="28" y="148" width="10" height="18" fill="${p.dark}"/><rect x="162" y="148" width="10" height="18" fill="${p.dark}"/>`,
  chair: (p) =>
    `<rect x="62" y="16" width="76" height="84" rx="18" fill="${p.main}"/><rect x="54" y="98" width="92" height="24" rx="10" fill="${p.main}"/><rect x="94" y="122" width="12" height="34" fill="${p.dark}"/>` +
    `<path d="M60 176 L100 156 L140 176 M100 156 V180" stroke="${p.dark}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  table: (p) =>
    `<rect x="16" y="70" width="168" height="16" rx="4" fill="${p.main}"/><rect x="16" y="70" width="168" height="16" rx="4" fill="#fff" opacity=".25"/><rect x="34" y="86" width="10" height="84" fill="${p.dark}"/><rect x="156" y="86" width="10" height="84" fill="${p.dark}"/>`,
  rack: (p) =>
    `<rect x="10" y="108" width="180" height="54" rx="4" fill="${p.main}"/><rect x="18" y="116" width="76" height="38" rx="2" fill="${p.dark}" opacity=".25"/><rect x="106" y="116" width="76" height="38" rx="2" fill="${p.dark}" opacity=".25"/>` +
    `<rect x="40" y="38" width="120" height="66" rx="4" fill="${p.dark}"/><rect x="20" y="162" width="8" height="14" fill="${p.dark}"/><rect x="172" y="162" width="8" height="14" fill="${p.dark}"/>`,
  bedding: (p) =>
    `<rect x="14" y="60" width="26" height="110" rx="6" fill="${p.dark}"/><rect x="36" y="100" width="150" height="50" rx="8" fill="${p.main}"/><rect x="44" y="80" width="44" height="26" rx="10" fill="${p.light}"/>` +
    `<path d="M96 100 H186 V150 H120 Z" fill="${p.accent}" opacity=".5"/><rect x="176" y="150" width="10" height="20" fill="${p.dark}"/>`,
  towel: (p) =>
    `<rect x="36" y="118" width="128" height="40" rx="8" fill="${p.main}"/><rect x="44" y="86" width="112" height="36" rx="8" fill="${p.accent}" opacity=".85"/><rect x="52" y="56" width="96" height="34" rx="8" fill="${p.main}"/><rect x="52" y="76" width="96" height="5" fill="${p.light}" opacity=".6"/>`,
  lamp: (p) =>
    `<path d="M64 30 H136 L156 92 H44Z" fill="${p.main}"/><rect x="96" y="92" width="8" height="70" fill="${p.dark}"/><rect x="66" y="160" width="68" height="12" rx="6" fill="${p.dark}"/><ellipse cx="100" cy="96" rx="30" ry="6" fill="#ffe9a8" opacity=".8"/>`,
  bulb: (p) =>
    `<circle cx="100" cy="80" r="48" fill="#ffe9a8"/><circle cx="100" cy="80" r="48" fill="${p.light}" opacity=".3"/><path d="M80 118 H120 V150 H80Z" fill="${p.dark}"/><path d="M80 128 H120 M80 138 H120" stroke="${p.light}" stroke-width="3"/><path d="M86 90 L100 70 L114 90" stroke="${p.accent}" stroke-width="4" fill="none"/>`,
  ledstrip: (p) =>
    `<circle cx="100" cy="100" r="56" fill="none" stroke="${p.dark}" stroke-width="16"/><g>${Array.from(
      { length: 12 },
      (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<circle cx="${(100 + 56 * Math.cos(a)).toFixed(1)}" cy="${(100 + 56 * Math.sin(a)).toFixed(1)}" r="5" fill="hsl(${i * 30} 80% 60%)"/>`;
      },
    ).join('')}</g>`,
  pot: (p) =>
    `<rect x="40" y="74" width="120" height="84" rx="14" fill="${p.main}"/><rect x="14" y="86" width="30" height="10" rx="5" fill="${p.dark}"/><rect x="156" y="86" width="30" height="10" rx="5" fill="${p.dark}"/>` +
    `<path d="M34 76 Q100 40 166 76Z" fill="${p.dark}"/><rect x="90" y="44" width="20" height="10" rx="5" fill="${p.dark}"/><rect x="52" y="96" width="96" height="6" rx="3" fill="#fff" opacity=".2"/>`,
  cutlery: (p) =>
    `<g fill="${p.main}"><rect x="56" y="80" width="10" height="96" rx="5"/><path d="M48 24 v44 a13 13 0 0 0 26 0 v-44 h-5 v36 h-4 v-36 h-4 v36 h-4 v-36Z"/>` +
    `<rect x="96" y="80" width="10" height="96" rx="5"/><ellipse cx="101" cy="50" rx="15" ry="28"/><rect x="136" y="24" width="12" height="152" rx="6"/></g><path d="M148 26 q14 30 0 70" fill="${p.main}"/>`,
  airfryer: (p) =>
    `<path d="M56 26 H144 Q162 26 164 46 L170 160 Q170 176 152 176 H48 Q30 176 30 160 L36 46 Q38 26 56 26Z" fill="${p.main}"/><rect x="60" y="42" width="80" height="26" rx="8" fill="${p.dark}"/><text x="100" y="61" text-anchor="middle" font-size="14" font-family="sans-serif" fill="${p.accent}">200°</text>` +
    `<rect x="44" y="96" width="112" height="64" rx="10" fill="${p.dark}" opacity=".2"/><rect x="84" y="118" width="32" height="10" rx="5" fill="${p.dark}"/>`,
  jars: (p) =>
    `<rect x="24" y="84" width="70" height="84" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="20" y="72" width="78" height="16" rx="5" fill="${p.main}"/>` +
    `<rect x="106" y="60" width="70" height="108" rx="10" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/><rect x="102" y="48" width="78" height="16" rx="5" fill="${p.main}"/>`,
  rug: (p) =>
    `<rect x="30" y="30" width="140" height="140" rx="6" fill="${p.main}"/><rect x="46" y="46" width="108" height="108" fill="none" stroke="${p.light}" stroke-width="4"/><path d="M100 62 L138 100 L100 138 L62 100Z" fill="${p.accent}" opacity=".7"/>` +
    `<path d="${Array.from({ length: 14 }, (_, i) => `M${36 + i * 10} 170 v10 M${36 + i * 10} 30 v-10`).join(' ')}" stroke="${p.dark}" stroke-width="2"/>`,
  curtain: (p) =>
    `<rect x="14" y="20" width="172" height="8" rx="4" fill="${p.dark}"/><path d="M22 28 Q34 110 26 184 H92 Q80 110 92 28Z" fill="${p.main}"/><path d="M108 28 Q120 110 108 184 H174 Q166 110 178 28Z" fill="${p.main}"/>` +
    `<path d="M44 40 V170 M70 40 V170 M130 40 V170 M156 40 V170" stroke="${p.dark}" stroke-width="2" opacity=".2"/>`,
  dress: (p) =>
    `<path d="M80 16 h40 l-4 30 l8 22 l40 110 H36 l40 -110 l8 -22Z" fill="${p.main}"/><path d="M84 68 H116" stroke="${p.dark}" stroke-width="4"/><path d="M60 140 q40 16 80 0" stroke="${p.light}" stroke-width="3" fill="none" opacity=".5"/>`,
  blouse: (p) =>
    `<path d="M72 24 q28 22 56 0 l44 20 l-14 40 l-18 -8 V176 H60 V76 l-18 8 L28 44Z" fill="${p.main}"/><path d="M72 24 q28 22 56 0" stroke="${p.dark}" stroke-width="3" fill="none"/>`,
  tshirt: (p) =>
    `<path d="M70 22 q30 20 60 0 l50 24 l-16 38 l-24 -10 V178 H60 V74 l-24 10 L20 46Z" fill="${p.main}"/><path d="M70 22 q30 20 60 0" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
  shirt: (p) =>
    `<path d="M70 22 l30 18 l30 -18 l50 24 l-16 38 l-24 -10 V178 H60 V74 l-24 10 L20 46Z" fill="${p.main}"/><path d="M70 22 l30 30 l30 -30 M100 52 V178" stroke="${p.dark}" stroke-width="3" fill="none"/><g fill="${p.dark}">${[72, 96, 120, 144].map((y) => `<circle cx="106" cy="${y}" r="3"/>`).join('')}</g>`,
  pants: (p) =>
    `<path d="M56 16 H144 L156 184 H112 L100 70 L88 184 H44Z" fill="${p.main}"/><rect x="56" y="16" width="88" height="14" fill="${p.dark}" opacity=".35"/><path d="M70 34 q10 16 24 4 M130 34 q-10 16 -24 4" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".4"/>`,
  shorts: (p) =>
    `<path d="M46 40 H154 L166 142 H112 L100 90 L88 142 H34Z" fill="${p.main}"/><rect x="46" y="40" width="108" height="14" fill="${p.dark}" opacity=".35"/><path d="M100 54 V84" stroke="${p.dark}" stroke-width="3" opacity=".4"/>`,
  heels: (p) =>
    `<path d="M24 128 Q60 120 92 100 Q120 84 150 56 Q166 46 176 60 L176 94 L164 94 L162 150 L152 150 L150 100 Q120 120 90 148 Q70 160 28 156 Q16 150 24 128Z" fill="${p.main}"/>`,
  sneaker: (p) =>
    `<path d="M20 130 Q20 100 40 96 L84 86 Q100 60 126 62 L150 92 Q180 100 184 128 V146 H20Z" fill="${p.main}"/><rect x="16" y="140" width="172" height="16" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="2"/>` +
    `<path d="M92 92 l12 12 M104 84 l12 12 M116 78 l12 12" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/><path d="M40 118 Q90 108 150 120" stroke="${p.accent}" stroke-width="5" fill="none"/>`,
  flipflop: (p) =>
    `<ellipse cx="70" cy="104" rx="34" ry="76" fill="${p.main}"/><ellipse cx="134" cy="104" rx="34" ry="76" fill="${p.main}" opacity=".85"/><path d="M52 88 L70 54 L88 88 M116 88 L134 54 L152 88" stroke="${p.dark}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  bag: (p) =>
    `<path d="M68 70 V56 a32 32 0 0 1 64 0 V70" fill="none" stroke="${p.dark}" stroke-width="8"/><path d="M36 70 H164 L176 178 H24Z" fill="${p.main}"/><rect x="88" y="92" width="24" height="14" rx="3" fill="${p.accent}"/>`,
  wristwatch: (p) =>
    `<rect x="78" y="14" width="44" height="172" rx="10" fill="${p.dark}"/><circle cx="100" cy="100" r="46" fill="${p.main}"/><circle cx="100" cy="100" r="38" fill="${p.light}"/>` +
    `<path d="M100 100 V72 M100 100 L120 112" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/><circle cx="100" cy="100" r="4" fill="${p.accent}"/>`,
  bicycle: (p) =>
    `<g fill="none" stroke-width="7"><circle cx="50" cy="128" r="36" stroke="${p.dark}"/><circle cx="150" cy="128" r="36" stroke="${p.dark}"/>` +
    `<path d="M50 128 L82 76 H136 L150 128 M82 76 L104 128 L136 76 M104 128 H50" stroke="${p.main}" stroke-linejoin="round"/><path d="M74 66 H92 M128 60 L136 76" stroke="${p.dark}" stroke-linecap="round"/></g>`,
  helmet: (p) =>
    `<path d="M26 124 Q26 50 100 44 Q174 50 174 124Z" fill="${p.main}"/><path d="M60 60 L74 118 M100 46 V118 M140 60 L126 118" stroke="${p.dark}" stroke-width="5" opacity=".4"/><rect x="20" y="118" width="160" height="14" rx="7" fill="${p.dark}"/>`,
  dumbbell: (p) =>
    `<rect x="56" y="92" width="88" height="16" rx="6" fill="${p.dark}"/><rect x="22" y="58" width="24" height="84" rx="8" fill="${p.main}"/><rect x="42" y="68" width="18" height="64" rx="6" fill="${p.main}"/>` +
    `<rect x="154" y="58" width="24" height="84" rx="8" fill="${p.main}"/><rect x="140" y="68" width="18" height="64" rx="6" fill="${p.main}"/>`,
  treadmill: (p) =>
    `<path d="M20 150 L160 130 L176 146 L34 168Z" fill="${p.dark}"/><path d="M150 132 L136 54" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/><rect x="112" y="40" width="54" height="24" rx="6" fill="${p.main}"/><rect x="120" y="46" width="30" height="12" rx="3" fill="${p.accent}"/>`,
  yogamat: (p) =>
    `<rect x="30" y="130" width="150" height="28" rx="6" fill="${p.main}" transform="rotate(-8 100 144)"/><circle cx="56" cy="92" r="38" fill="${p.main}"/><circle cx="56" cy="92" r="24" fill="none" stroke="${p.dark}" stroke-width="3" opacity=".3"/>`,
  ball: (p) =>
    `<circle cx="100" cy="100" r="74" fill="#fff" stroke="${p.dark}" stroke-width="4"/><path d="M100 70 L128 90 L118 122 H82 L72 90Z" fill="${p.dark}"/>` +
    `<path d="M100 70 V28 M128 90 L166 76 M118 122 L140 156 M82 122 L60 156 M72 90 L34 76" stroke="${p.dark}" stroke-width="4"/>`,
  glove: (p) =>
    `<path d="M56 180 V92 Q56 80 66 80 V40 a10 10 0 0 1 20 0 V76 V30 a10 10 0 0 1 20 0 V76 V36 a10 10 0 0 1 20 0 V80 V54 a10 10 0 0 1 20 0 V130 Q146 180 112 180Z" fill="${p.main}"/><rect x="56" y="150" width="90" height="30" fill="${p.dark}" opacity=".5"/>`,
  tent: (p) =>
    `<path d="M100 30 L180 168 H20Z" fill="${p.main}"/><path d="M100 30 L130 168 H70Z" fill="${p.dark}" opacity=".45"/><path d="M100 30 V168" stroke="${p.light}" stroke-width="3"/><path d="M10 168 H190" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>`,
  fishing: (p) =>
    `<path d="M30 176 L164 24" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/><path d="M164 24 Q184 80 150 140" stroke="${p.dark}" stroke-width="2" fill="none"/><circle cx="72" cy="130" r="16" fill="${p.main}"/>` +
    `<path d="M120 150 q20 -16 40 0 q-20 16 -40 0Z M160 150 l12 -10 v20Z" fill="${p.accent}"/>`,
  sleepingbag: (p) =>
    `<rect x="60" y="20" width="80" height="160" rx="36" fill="${p.main}"/><rect x="72" y="30" width="56" height="30" rx="14" fill="${p.light}"/><path d="M60 90 H140 M60 120 H140 M60 150 H140" stroke="${p.dark}" stroke-width="3" opacity=".3"/>`,
  jar: (p) =>
    `<rect x="52" y="50" width="96" height="130" rx="18" fill="${p.main}"/><rect x="60" y="24" width="80" height="32" rx="8" fill="${p.dark}"/><rect x="52" y="88" width="96" height="56" fill="${p.light}"/><rect x="66" y="104" width="68" height="8" rx="4" fill="${p.dark}"/><rect x="74" y="120" width="52" height="6" rx="3" fill="${p.accent}"/>`,
  perfume: (p) =>
    `<rect x="84" y="22" width="32" height="26" rx="4" fill="${p.dark}"/><rect x="92" y="46" width="16" height="16" fill="${p.light}"/><rect x="44" y="60" width="112" height="120" rx="22" fill="${p.main}" opacity=".9"/>` +
    `<rect x="56" y="72" width="30" height="96" rx="12" fill="#fff" opacity=".25"/><rect x="78" y="110" width="44" height="20" rx="3" fill="${p.light}"/>`,
  lipstick: (p) =>
    `<path d="M82 40 L118 26 V92 H82Z" fill="${p.main}"/><rect x="76" y="88" width="48" height="30" rx="3" fill="#c9a24a"/><rect x="72" y="116" width="56" height="66" rx="6" fill="${p.dark}"/>`,
  foundation: (p) =>
    `<rect x="84" y="20" width="32" height="40" rx="6" fill="${p.dark}"/><rect x="56" y="56" width="88" height="126" rx="14" fill="${p.main}"/><rect x="64" y="64" width="20" height="108" rx="8" fill="#fff" opacity=".25"/><rect x="76" y="110" width="48" height="22" rx="3" fill="${p.light}"/>`,
  palette: (p) =>
    `<rect x="20" y="44" width="160" height="112" rx="12" fill="${p.dark}"/>${[0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => `<rect x="${32 + c * 36}" y="${54 + r * 32}" width="28" height="24" rx="5" fill="hsl(${(r * 4 + c) * 27 + 10} 45% ${55 + (c % 2) * 12}%)"/>`)).join('')}`,
  tube: (p) =>
    `<path d="M60 20 H140 L130 150 H70Z" fill="${p.main}"/><rect x="66" y="150" width="68" height="30" rx="6" fill="${p.dark}"/><path d="M60 20 H140" stroke="${p.dark}" stroke-width="6"/><rect x="80" y="60" width="40" height="40" rx="20" fill="${p.light}"/>`,
  dropper: (p) =>
    `<rect x="90" y="14" width="20" height="30" rx="10" fill="${p.dark}"/><rect x="80" y="40" width="40" height="22" rx="4" fill="${p.dark}"/><rect x="58" y="60" width="84" height="122" rx="16" fill="${p.main}" opacity=".9"/><rect x="70" y="104" width="60" height="34" rx="4" fill="${p.light}"/>`,
  bottle: (p) =>
    `<rect x="84" y="14" width="32" height="22" rx="4" fill="${p.dark}"/><path d="M86 36 H114 V56 Q146 64 146 96 V176 Q146 186 136 186 H64 Q54 186 54 176 V96 Q54 64 86 56Z" fill="${p.main}"/><rect x="54" y="104" width="92" height="50" fill="${p.light}"/><rect x="68" y="120" width="64" height="8" rx="4" fill="${p.dark}"/>`,
  hairdryer: (p) =>
    `<path d="M30 60 H126 a40 40 0 0 1 0 80 H30Z" fill="${p.main}"/><circle cx="126" cy="100" r="24" fill="${p.dark}" opacity=".3"/><rect x="16" y="66" width="20" height="68" rx="6" fill="${p.dark}"/><path d="M104 136 L92 186 H120 L124 136Z" fill="${p.main}"/>`,
  flatiron: (p) =>
    `<rect x="90" y="14" width="22" height="172" rx="10" fill="${p.main}" transform="rotate(10 100 100)"/><rect x="100" y="14" width="22" height="172" rx="10" fill="${p.dark}" transform="rotate(-6 100 100)"/><rect x="96" y="30" width="18" height="70" rx="4" fill="${p.light}" transform="rotate(-6 100 100)"/>`,
  clipper: (p) =>
    `<rect x="66" y="50" width="68" height="136" rx="26" fill="${p.main}"/><rect x="62" y="26" width="76" height="30" rx="4" fill="${p.dark}"/><path d="M66 26 V14 M78 26 V14 M90 26 V14 M102 26 V14 M114 26 V14 M126 26 V14" stroke="${p.dark}" stroke-width="4"/><circle cx="100" cy="100" r="10" fill="${p.accent}"/>`,
  doll: (p) =>
    `<circle cx="100" cy="48" r="28" fill="#f1c9a5"/><path d="M72 44 Q74 14 100 16 Q128 14 130 48 Q134 84 124 96 L120 60 Q100 54 80 60 L76 96 Q66 84 72 44Z" fill="${p.dark}"/>` +
    `<path d="M76 80 H124 L150 176 H50Z" fill="${p.main}"/><circle cx="90" cy="50" r="3" fill="${p.dark}"/><circle cx="110" cy="50" r="3" fill="${p.dark}"/><path d="M92 62 q8 6 16 0" stroke="#c0504d" stroke-width="3" fill="none"/>`,
  boardgame: (p) =>
    `<rect x="20" y="40" width="160" height="120" rx="8" fill="${p.main}"/><rect x="34" y="54" width="132" height="92" rx="4" fill="${p.light}"/>` +
    `<path d="M34 100 H166 M100 54 V146" stroke="${p.dark}" stroke-width="3" opacity=".3"/><rect x="120" y="112" width="30" height="30" rx="6" fill="#fff" stroke="${p.dark}" stroke-width="3"/><circle cx="128" cy="120" r="3" fill="${p.dark}"/><circle cx="142" cy="134" r="3" fill="${p.dark}"/><circle cx="60" cy="78" r="10" fill="${p.accent}"/>`,
  blocks: (p) =>
    `<g>${[
      [30, 120, p.main],
      [100, 120, p.accent],
      [64, 70, p.dark],
    ]
      .map(
        ([x, y, color]) =>
          `<rect x="${x}" y="${y}" width="70" height="50" rx="4" fill="${color}"/><rect x="${Number(x) + 10}" y="${Number(y) - 10}" width="18" height="12" rx="3" fill="${color}"/><rect x="${Number(x) + 42}" y="${Number(y) - 10}" width="18" height="12" rx="3" fill="${color}"/>`,
      )
      .join('')}</g>`,
  toycar: (p) =>
    `<path d="M20 126 V104 Q20 92 34 90 L60 86 L82 60 H134 L158 88 Q180 92 180 108 V126Z" fill="${p.main}"/><path d="M88 68 H128 L146 88 H72Z" fill="${p.light}" opacity=".7"/>` +
    `<circle cx="58" cy="128" r="20" fill="${p.dark}"/><circle cx="58" cy="128" r="8" fill="${p.light}"/><circle cx="144" cy="128" r="20" fill="${p.dark}"/><circle cx="144" cy="128" r="8" fill="${p.light}"/>`,
  teddy: (p) =>
    `<circle cx="62" cy="44" r="20" fill="${p.main}"/><circle cx="138" cy="44" r="20" fill="${p.main}"/><circle cx="100" cy="74" r="46" fill="${p.main}"/><ellipse cx="100" cy="146" rx="52" ry="44" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="88" rx="20" ry="15" fill="${p.light}"/><circle cx="100" cy="82" r="6" fill="${p.dark}"/><circle cx="82" cy="64" r="5" fill="${p.dark}"/><circle cx="118" cy="64" r="5" fill="${p.dark}"/><ellipse cx="100" cy="150" rx="28" ry="24" fill="${p.light}" opacity=".6"/>`,
  book: (p) =>
    `<rect x="46" y="20" width="112" height="160" rx="4" fill="${p.main}"/><rect x="46" y="20" width="14" height="160" fill="${p.dark}" opacity=".35"/><rect x="150" y="26" width="10" height="150" fill="${p.light}"/>` +
    `<rect x="72" y="50" width="70" height="8" rx="4" fill="${p.light}"/><rect x="72" y="66" width="52" height="6" rx="3" fill="${p.light}" opacity=".8"/><circle cx="106" cy="120" r="22" fill="${p.accent}" opacity=".8"/>`,
  dog: (p) =>
    `<path d="M52 50 Q30 60 34 110 L56 104Z" fill="${p.dark}"/><path d="M148 50 Q170 60 166 110 L144 104Z" fill="${p.dark}"/><ellipse cx="100" cy="100" rx="50" ry="56" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="128" rx="26" ry="20" fill="${p.light}"/><ellipse cx="100" cy="118" rx="10" ry="7" fill="${p.dark}"/><circle cx="80" cy="88" r="6" fill="${p.dark}"/><circle cx="120" cy="88" r="6" fill="${p.dark}"/>`,
  cat: (p) =>
    `<path d="M48 90 L52 30 L88 58Z M152 90 L148 30 L112 58Z" fill="${p.main}"/><ellipse cx="100" cy="106" rx="56" ry="52" fill="${p.main}"/><path d="M92 118 L100 126 L108 118Z" fill="${p.accent}"/>` +
    `<ellipse cx="78" cy="98" rx="7" ry="10" fill="${p.dark}"/><ellipse cx="122" cy="98" rx="7" ry="10" fill="${p.dark}"/><path d="M60 124 H32 M60 132 L34 140 M140 124 H168 M140 132 L166 140" stroke="${p.dark}" stroke-width="2"/>`,
  petbed: (p) =>
    `<ellipse cx="100" cy="128" rx="86" ry="44" fill="${p.main}"/><ellipse cx="100" cy="122" rx="62" ry="28" fill="${p.light}"/><ellipse cx="100" cy="118" rx="40" ry="16" fill="${p.accent}" opacity=".4"/>`,
  scratcher: (p) =>
    `<rect x="30" y="170" width="140" height="14" rx="4" fill="${p.dark}"/><rect x="58" y="60" width="22" height="112" fill="#d8c29a"/><rect x="120" y="100" width="22" height="72" fill="#d8c29a"/>` +
    `<rect x="40" y="44" width="64" height="20" rx="6" fill="${p.main}"/><rect x="100" y="84" width="64" height="20" rx="6" fill="${p.main}"/><circle cx="150" cy="130" r="10" fill="${p.accent}"/>`,
  litterbox: (p) =>
    `<path d="M24 100 H176 L164 170 H36Z" fill="${p.main}"/><path d="M40 100 Q100 40 160 100" fill="${p.main}" opacity=".7"/><ellipse cx="100" cy="112" rx="34" ry="26" fill="${p.dark}" opacity=".6"/>`,
  petfood: (p) =>
    `<path d="M50 30 H150 L160 180 H40Z" fill="${p.main}"/><rect x="50" y="30" width="100" height="16" fill="${p.dark}" opacity=".4"/>` +
    `<g fill="${p.light}"><ellipse cx="100" cy="118" rx="18" ry="15"/><circle cx="78" cy="94" r="8"/><circle cx="94" cy="84" r="8"/><circle cx="108" cy="84" r="8"/><circle cx="122" cy="94" r="8"/></g>`,
  bowl: (p) =>
    `<path d="M24 100 H176 Q170 160 100 164 Q30 160 24 100Z" fill="${p.main}"/><ellipse cx="100" cy="100" rx="76" ry="16" fill="${p.dark}" opacity=".5"/><g fill="#b5793a">${[70, 90, 110, 130].map((x) => `<circle cx="${x}" cy="96" r="6"/>`).join('')}</g>`,
  collar: (p) =>
    `<ellipse cx="100" cy="100" rx="70" ry="42" fill="none" stroke="${p.main}" stroke-width="18"/><circle cx="100" cy="150" r="16" fill="#c9a24a"/><rect x="150" y="90" width="22" height="20" rx="3" fill="${p.dark}"/>`,
  carrier: (p) =>
    `<rect x="24" y="60" width="152" height="110" rx="18" fill="${p.main}"/><rect x="40" y="78" width="70" height="74" rx="10" fill="${p.dark}" opacity=".6"/><path d="M52 78 V152 M66 78 V152 M80 78 V152 M94 78 V152" stroke="${p.light}" stroke-width="3"/><path d="M76 60 Q100 30 124 60" fill="none" stroke="${p.dark}" stroke-width="8"/>`,
  tyre: (p) =>
    `<circle cx="100" cy="100" r="80" fill="${p.dark}"/><circle cx="100" cy="100" r="46" fill="#c5cad1"/><circle cx="100" cy="100" r="14" fill="${p.dark}"/>` +
    `<g stroke="${p.dark}" stroke-width="6">${Array.from({ length: 5 }, (_, i) => {
      const a = (i / 5) * Math.PI * 2;
      return `<path d="M${(100 + 16 * Math.cos(a)).toFixed(1)} ${(100 + 16 * Math.sin(a)).toFixed(1)} L${(100 + 42 * Math.cos(a)).toFixed(1)} ${(100 + 42 * Math.sin(a)).toFixed(1)}"/>`;
    }).join('')}</g>` +
    `<circle cx="100" cy="100" r="72" fill="none" stroke="#000" stroke-width="6" stroke-dasharray="8 8" opacity=".35"/>`,
  headunit: (p) =>
    `<rect x="16" y="50" width="168" height="100" rx="10" fill="${p.dark}"/><rect x="28" y="60" width="144" height="80" rx="4" fill="${p.accent}"/><rect x="40" y="72" width="30" height="24" rx="5" fill="#fff" opacity=".6"/><rect x="80" y="72" width="30" height="24" rx="5" fill="#fff" opacity=".6"/><rect x="120" y="72" width="30" height="24" rx="5" fill="#fff" opacity=".6"/><rect x="40" y="106" width="110" height="22" rx="5" fill="#fff" opacity=".35"/>`,
  carseat: (p) =>
    `<path d="M70 20 H124 Q134 20 132 34 L124 110 H66 L62 34 Q60 20 70 20Z" fill="${p.main}"/><rect x="80" y="4" width="34" height="20" rx="8" fill="${p.main}"/><path d="M52 110 H140 Q152 110 150 124 L146 170 H50 L46 124 Q44 110 52 110Z" fill="${p.main}"/><path d="M74 40 V100 M120 40 V100" stroke="${p.dark}" stroke-width="3" opacity=".3"/>`,
  toolbox: (p) =>
    `<rect x="20" y="70" width="160" height="100" rx="8" fill="${p.main}"/><rect x="20" y="104" width="160" height="8" fill="${p.dark}" opacity=".4"/><path d="M70 70 V52 H130 V70" fill="none" stroke="${p.dark}" stroke-width="8"/>` +
    `<path d="M140 30 L170 60 M150 24 a14 14 0 1 0 22 22" stroke="${p.dark}" stroke-width="6" fill="none"/>`,
  compressor: (p) =>
    `<rect x="30" y="70" width="140" height="90" rx="16" fill="${p.main}"/><circle cx="70" cy="114" r="26" fill="${p.light}"/><path d="M70 114 L84 100" stroke="${p.dark}" stroke-width="4"/><path d="M170 120 C200 120 190 180 150 176" fill="none" stroke="${p.dark}" stroke-width="6"/><rect x="120" y="90" width="36" height="12" rx="4" fill="${p.dark}"/>`,
  jack: (p) =>
    `<rect x="20" y="150" width="130" height="20" rx="6" fill="${p.main}"/><path d="M40 150 L110 90 L130 100" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/><rect x="112" y="80" width="44" height="14" rx="4" fill="${p.dark}"/><path d="M150 160 L186 130" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>`,
  wine: (p) =>
    `<rect x="90" y="10" width="20" height="40" rx="4" fill="${p.dark}"/><path d="M90 48 H110 Q134 70 134 100 V180 Q134 188 126 188 H74 Q66 188 66 180 V100 Q66 70 90 48Z" fill="${p.main}"/><rect x="70" y="112" width="60" height="46" rx="4" fill="${p.light}"/><rect x="80" y="126" width="40" height="6" rx="3" fill="${p.dark}"/>`,
  can: (p) =>
    `<g>${[34, 100].map((x) => `<rect x="${x}" y="40" width="62" height="130" rx="12" fill="${p.main}"/><rect x="${x + 4}" y="36" width="54" height="10" rx="4" fill="#c5cad1"/><path d="M${x} 90 q31 20 62 0" stroke="#fff" stroke-width="6" fill="none" opacity=".6"/>`).join('')}</g>`,
  chocolate: (p) =>
    `<rect x="34" y="40" width="132" height="120" rx="8" fill="#5b3a29"/><g fill="#6d4634">${[0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => `<rect x="${42 + c * 31}" y="${48 + r * 36}" width="25" height="30" rx="3"/>`)).join('')}</g><path d="M34 110 H166 V160 H34Z" fill="${p.main}"/><rect x="60" y="126" width="80" height="16" rx="4" fill="${p.light}"/>`,
  basket: (p) =>
    `<path d="M30 90 H170 L156 176 H44Z" fill="#c9975b"/><path d="M40 110 H160 M44 132 H156 M48 154 H152" stroke="#8a6236" stroke-width="4"/><path d="M56 90 Q100 20 144 90" fill="none" stroke="#8a6236" stroke-width="8"/>` +
    `<circle cx="74" cy="84" r="16" fill="${p.accent}"/><rect x="98" y="56" width="22" height="36" rx="4" fill="${p.main}"/><circle cx="138" cy="82" r="12" fill="${p.dark}"/>`,
  sack: (p) =>
    `<path d="M56 30 Q100 40 144 30 L158 176 Q100 188 42 176Z" fill="${p.main}"/><path d="M56 30 Q100 40 144 30" stroke="${p.dark}" stroke-width="4" fill="none"/><rect x="64" y="88" width="72" height="50" rx="8" fill="${p.light}"/><rect x="76" y="104" width="48" height="8" rx="4" fill="${p.dark}"/>`,
  spray: (p) =>
    `<path d="M76 70 H124 V176 Q124 186 114 186 H86 Q76 186 76 176Z" fill="${p.main}"/><rect x="82" y="48" width="36" height="24" rx="4" fill="${p.dark}"/><path d="M118 50 H150 L140 62 H118" fill="${p.dark}"/><rect x="82" y="104" width="36" height="40" rx="4" fill="${p.light}"/>`,
  mop: (p) =>
    `<rect x="96" y="10" width="8" height="110" fill="${p.dark}"/><path d="M60 120 H140 L150 150 H50Z" fill="${p.main}"/><path d="M30 130 H170 L160 186 H40Z" fill="${p.light}" stroke="${p.dark}" stroke-width="3" opacity=".9"/>`,
  toothbrush: (p) =>
    `<rect x="50" y="96" width="130" height="14" rx="7" fill="${p.main}" transform="rotate(-30 100 100)"/><rect x="30" y="70" width="36" height="16" rx="3" fill="#fff" stroke="${p.accent}" stroke-width="3" transform="rotate(-30 100 100)"/>` +
    `<path d="M60 150 H150 L160 170 H50Z" fill="${p.accent}"/><rect x="40" y="146" width="24" height="28" rx="4" fill="${p.dark}"/>`,
  soap: (p) =>
    `<rect x="30" y="80" width="140" height="76" rx="30" fill="${p.main}"/><rect x="50" y="96" width="100" height="44" rx="20" fill="#fff" opacity=".3"/><g fill="#fff" opacity=".7"><circle cx="60" cy="62" r="12"/><circle cx="84" cy="48" r="8"/><circle cx="150" cy="60" r="10"/></g>`,
  coffee: (p) =>
    `<path d="M46 40 H126 L134 180 H38Z" fill="${p.main}"/><path d="M46 40 L56 24 H116 L126 40" fill="${p.dark}"/><rect x="52" y="86" width="72" height="50" rx="6" fill="${p.light}"/><ellipse cx="88" cy="111" rx="12" ry="17" fill="#6d4634"/><path d="M88 96 q-6 15 0 30" stroke="${p.light}" stroke-width="2" fill="none"/>` +
    `<path d="M136 130 H180 V166 Q180 180 166 180 H150 Q136 180 136 166Z" fill="#fff" stroke="${p.dark}" stroke-width="3"/><path d="M180 140 q14 0 12 12 q-2 10 -12 10" fill="none" stroke="${p.dark}" stroke-width="3"/><path d="M150 118 q-6 -8 0 -16 M164 118 q-6 -8 0 -16" stroke="${p.dark}" stroke-width="2" fill="none" opacity=".5"/>`,
  capsules: (_p) =>
    `<g>${[
      [50, 80],
      [100, 70],
      [150, 80],
      [75, 130],
      [125, 130],
    ]
      .map(
        ([x, y], i) =>
          `<path d="M${Number(x) - 24} ${y} H${Number(x) + 24} L${Number(x) + 16} ${Number(y) + 30} H${Number(x) - 16}Z" fill="hsl(${i * 60 + 20} 55% 45%)"/><rect x="${Number(x) - 26}" y="${Number(y) - 6}" width="52" height="8" rx="3" fill="#c5cad1"/>`,
      )
      .join('')}</g>`,
  coffeemaker: (p) =>
    `<rect x="40" y="20" width="120" height="30" rx="8" fill="${p.main}"/><rect x="118" y="50" width="42" height="130" fill="${p.main}"/><rect x="34" y="168" width="132" height="16" rx="6" fill="${p.dark}"/>` +
    `<path d="M56 90 H108 L104 160 Q102 168 94 168 H70 Q62 168 60 160Z" fill="#fff" opacity=".85" stroke="${p.dark}" stroke-width="3"/><rect x="60" y="120" width="44" height="40" fill="#6d4634" opacity=".8"/><rect x="60" y="50" width="40" height="20" fill="${p.dark}"/>`,
  tea: (p) =>
    `<path d="M40 80 H140 V150 Q140 180 110 180 H70 Q40 180 40 150Z" fill="#fff" stroke="${p.dark}" stroke-width="4"/><path d="M140 96 q28 0 26 22 q-2 20 -26 20" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    `<rect x="50" y="90" width="80" height="14" fill="${p.main}" opacity=".6"/><path d="M96 80 V40" stroke="${p.dark}" stroke-width="2"/><rect x="84" y="26" width="24" height="18" rx="2" fill="${p.main}"/>`,
  box: (p) =>
    `<path d="M30 70 L100 40 L170 70 L100 100Z" fill="${p.light}"/><path d="M30 70 V150 L100 180 V100Z" fill="${p.main}"/><path d="M170 70 V150 L100 180 V100Z" fill="${p.dark}" opacity=".8"/>`,
  service: (p) =>
    `<circle cx="100" cy="100" r="74" fill="${p.main}"/><circle cx="100" cy="100" r="60" fill="none" stroke="#fff" stroke-width="3" opacity=".4"/>` +
    `<path d="M70 138 L118 90 M124 60 a20 20 0 1 0 16 30 l-12 -4 l-4 -12Z" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="#fff"/><circle cx="66" cy="142" r="8" fill="#fff"/>`,
  digital: (p) =>
    `<rect x="24" y="30" width="152" height="110" rx="10" fill="${p.dark}"/><rect x="34" y="40" width="132" height="88" rx="4" fill="${p.main}"/><path d="M100 56 V104 M80 86 L100 106 L120 86" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<rect x="70" y="150" width="60" height="10" rx="5" fill="${p.dark}"/>`,
} satisfies Record<string, Drawing>;

export type ProductKind = keyof typeof DRAWINGS;

/** Words at the start or inside a product name that say what to draw, checked in order. */
const NAME_KINDS: readonly [RegExp, ProductKind][] = [
  [/^gift card|^e-book|c[oó]digo digital/i, 'digital'],
  [/^instala[cç][aã]o|^formata[cç][aã]o|^banho e tosa|^alinhamento/i, 'service'],
  [/fone|headset/i, 'headphones'],
  [/soundbar/i, 'soundbar'],
  [/vitrola/i, 'turntable'],
  [/drone/i, 'drone'],
  [/^console/i, 'console'],
  [/^controle/i, 'gamepad'],
  [/^jogo .* para (ps5|xbox|nintendo)/i, 'gamebox'],
  [/^pel[ií]cula|^suporte veicular/i, 'phone'],
  [/^capa anti|^kit capa/i, 'phonecase'],
  [/power bank/i, 'powerbank'],
  [/^cabo/i, 'cable'],
  [/^carregador/i, 'charger'],
  [/^smartwatch/i, 'smartwatch'],
  [/^macbook|^notebook/i, 'laptop'],
  [/^mouse/i, 'mouse'],
  [/^teclado|^kit teclado/i, 'keyboard'],
  [/^webcam/i, 'webcam'],
  [/^pen drive/i, 'pendrive'],
  [/^kit refil/i, 'bottle'],
  [/^cooktop/i, 'cooktop'],
  [/^aspirador de p[oó] rob[oô]/i, 'robot'],
  [/^air fryer/i, 'airfryer'],
  [/^panela|^jogo de panelas/i, 'pot'],
  [/^faqueiro/i, 'cutlery'],
  [/potes/i, 'jars'],
  [/^rack/i, 'rack'],
  [/^mesa de jantar/i, 'table'],
  [/^cadeira/i, 'chair'],
  [/^jogo de toalhas|^toalha/i, 'towel'],
  [/l[aâ]mpadas?/i, 'bulb'],
  [/^fita de led/i, 'ledstrip'],
  [/^cortina/i, 'curtain'],
  [/^tapete de yoga/i, 'yogamat'],
  [/^tapete/i, 'rug'],
  [/^camisa social|^camisa de time/i, 'shirt'],
  [/^chinelo/i, 'flipflop'],
  [/^scarpin|^sand[aá]lia|^mule|^bota/i, 'heels'],
  [/^t[eê]nis|^sapat|^chuteira/i, 'sneaker'],
  [/^capacete/i, 'helmet'],
  [/^esteira/i, 'treadmill'],
  [/halteres/i, 'dumbbell'],
  [/^bola/i, 'ball'],
  [/^luva/i, 'glove'],
  [/^barraca/i, 'tent'],
  [/pesca/i, 'fishing'],
  [/^saco de dormir/i, 'sleepingbag'],
  [/^batom/i, 'lipstick'],
  [/^base/i, 'foundation'],
  [/^paleta/i, 'palette'],
  [/^protetor solar/i, 'tube'],
  [/^s[eé]rum|^[oó]leo/i, 'dropper'],
  [/^secador/i, 'hairdryer'],
  [/^prancha/i, 'flatiron'],
  [/^m[aá]quina de cortar/i, 'clipper'],
  [/^kit (shampoo|barba|skincare)|^kit presente/i, 'bottle'],
  [/^arranhador/i, 'scratcher'],
  [/^caixa de areia/i, 'litterbox'],
  [/^cama para cachorro/i, 'petbed'],
  [/^coleira/i, 'collar'],
  [/^comedouro/i, 'bowl'],
  [/^caixa de transporte/i, 'carrier'],
  [/^central multim[ií]dia/i, 'headunit'],
  [/^alto-falante/i, 'speaker'],
  [/^capa de banco/i, 'carseat'],
  [/^c[aâ]mera de r[eé]/i, 'camera'],
  [/^compressor/i, 'compressor'],
  [/^macaco/i, 'jack'],
  [/^vinho/i, 'wine'],
  [/refrigerantes?/i, 'can'],
  [/^suco|^azeite/i, 'bottle'],
  [/^chocolate/i, 'chocolate'],
  [/cesta/i, 'basket'],
  [/^arroz/i, 'sack'],
  [/^sab[aã]o|^kit limpeza/i, 'spray'],
  [/^mop/i, 'mop'],
  [/^creme dental|^escova/i, 'toothbrush'],
  [/^sabonete/i, 'soap'],
  [/^c[aá]psulas/i, 'capsules'],
  [/^cafeteira/i, 'coffeemaker'],
  [/^ch[aá] /i, 'tea'],
  [/^whey|^creatina|^kit suplementos/i, 'jar'],
  [/^suporte/i, 'toolbox'],
];

/** The usual kind of each sub-category (by slug) and department. */
const CATEGORY_KINDS: Readonly<Record<string, ProductKind>> = {
  tvs: 'tv',
  'audio-e-som': 'speaker',
  'fones-de-ouvido': 'headphones',
  'cameras-e-drones': 'camera',
  games: 'gamepad',
  smartphones: 'phone',
  'celulares-basicos': 'basicphone',
  'capas-e-peliculas': 'phonecase',
  'carregadores-e-cabos': 'charger',
  smartwatches: 'smartwatch',
  notebooks: 'laptop',
  computadores: 'desktop',
  monitores: 'monitor',
  perifericos: 'keyboard',
  impressoras: 'printer',
  armazenamento: 'ssd',
  geladeiras: 'fridge',
  fogoes: 'stove',
  'maquinas-de-lavar': 'washer',
  'micro-ondas': 'microwave',
  'ar-condicionado': 'airconditioner',
  'aspiradores-de-po': 'vacuum',
  moveis: 'sofa',
  'cama-mesa-e-banho': 'bedding',
  iluminacao: 'lamp',
  'utilidades-domesticas': 'pot',
  'tapetes-e-cortinas': 'rug',
  vestidos: 'dress',
  blusas: 'blouse',
  'calcas-femininas': 'pants',
  'calcados-femininos': 'heels',
  bolsas: 'bag',
  'camisas-e-camisetas': 'tshirt',
  'calcas-masculinas': 'pants',
  bermudas: 'shorts',
  'calcados-masculinos': 'sneaker',
  relogios: 'wristwatch',
  bicicletas: 'bicycle',
  'academia-e-fitness': 'dumbbell',
  futebol: 'ball',
  'camping-e-pesca': 'tent',
  suplementos: 'jar',
  perfumes: 'perfume',
  maquiagem: 'lipstick',
  'cuidados-com-a-pele': 'tube',
  cabelos: 'bottle',
  barbearia: 'clipper',
  bonecas: 'doll',
  'jogos-de-tabuleiro': 'boardgame',
  'blocos-de-montar': 'blocks',
  carrinhos: 'toycar',
  pelucias: 'teddy',
  caes: 'dog',
  gatos: 'cat',
  racoes: 'petfood',
  'acessorios-pet': 'collar',
  pneus: 'tyre',
  'som-automotivo': 'headunit',
  'acessorios-para-carros': 'carseat',
  'ferramentas-automotivas': 'toolbox',
  bebidas: 'wine',
  alimentos: 'basket',
  limpeza: 'spray',
  'higiene-pessoal': 'soap',
  'cafes-e-chas': 'coffee',
  livros: 'book',
  'literatura-brasileira': 'book',
  'ficcao-e-fantasia': 'book',
  infantojuvenil: 'book',
  'negocios-e-financas': 'book',
  autoajuda: 'book',
};

export interface KindInput {
  name: string;
  productType: string | null;
  categorySlug: string | null;
  departmentSlug: string | null;
}

export function productKind({ name, productType, categorySlug, departmentSlug }: KindInput): ProductKind {
  if (productType === 'Produto digital') return 'digital';
  if (productType === 'Serviço') return 'service';
  for (const [pattern, kind] of NAME_KINDS) if (pattern.test(name)) return kind;
  if (categorySlug !== null && CATEGORY_KINDS[categorySlug]) return CATEGORY_KINDS[categorySlug];
  if (departmentSlug !== null && CATEGORY_KINDS[departmentSlug]) return CATEGORY_KINDS[departmentSlug];
  return 'box';
}

export function drawKind(kind: ProductKind, palette: Palette): string {
  return DRAWINGS[kind](palette);
}

export const PRODUCT_KINDS = Object.keys(DRAWINGS) as ProductKind[];
