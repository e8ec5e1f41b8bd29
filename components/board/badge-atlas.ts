/**
 * The status badges' atlas, painted at run time on a canvas: one round badge per icon of badges.ts's `ICONS`, side by
 * side. Part of the dressing's chunk (dressing.ts re-exports it); like the dressing it imports nothing at run time,
 * so it shares no module with the embed.
 * @module
 */

const CELL = 64;

/** How many badges the atlas holds: badges.ts's `ICONS.length` (not imported: see the module). */
export const ATLAS_BADGES = 8;

/**
 * Draws the status badges' atlas (status-icons.ts): one 64 x 64 badge per icon, side by side, in the order of
 * badges.ts's `ICONS` (poison, stun, dormant, up, down, freeze, shield, focus).
 */
export function drawAtlas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = CELL * ATLAS_BADGES;
  canvas.height = CELL;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  const badge = (i: number, fill: string) => {
    const cx = i * CELL + CELL / 2;
    g.beginPath();
    g.arc(cx, CELL / 2, CELL / 2 - 3, 0, Math.PI * 2);
    g.fillStyle = fill;
    g.fill();
    g.lineWidth = 4;
    g.strokeStyle = '#15121a';
    g.stroke();
    return cx;
  };
  g.lineCap = 'round';
  g.lineJoin = 'round';
  // poison: a white drop on green
  {
    const cx = badge(0, '#3f9e45');
    g.beginPath();
    g.moveTo(cx, 13);
    g.bezierCurveTo(cx + 6, 24, cx + 14, 31, cx + 14, 39);
    g.arc(cx, 39, 14, 0, Math.PI, false);
    g.bezierCurveTo(cx - 14, 31, cx - 6, 24, cx, 13);
    g.fillStyle = '#f4fff0';
    g.fill();
  }
  // stun: a dark spiral on yellow
  {
    const cx = badge(1, '#f0c23b');
    g.beginPath();
    for (let a = 0; a < Math.PI * 5; a += 0.15) {
      const r = 2 + a * 1.0;
      const x = cx + Math.cos(a) * r;
      const y = CELL / 2 + Math.sin(a) * r;
      if (a === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.lineWidth = 4.5;
    g.strokeStyle = '#2a2110';
    g.stroke();
  }
  // dormant: "z z" on night blue
  {
    const cx = badge(2, '#4b63c9');
    g.fillStyle = '#f2f4ff';
    g.font = 'bold 30px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('Z', cx - 6, CELL / 2 + 4);
    g.font = 'bold 19px sans-serif';
    g.fillText('z', cx + 12, CELL / 2 - 9);
  }
  // a stat raised: a white chevron up on teal; lowered: down on red
  const chevron = (i: number, fill: string, up: boolean) => {
    const cx = badge(i, fill);
    const d = up ? 1 : -1;
    g.beginPath();
    g.moveTo(cx - 14, CELL / 2 + 7 * d);
    g.lineTo(cx, CELL / 2 - 8 * d);
    g.lineTo(cx + 14, CELL / 2 + 7 * d);
    g.lineWidth = 8;
    g.strokeStyle = '#ffffff';
    g.stroke();
  };
  chevron(3, '#1f9a8a', true);
  chevron(4, '#c8402f', false);
  // freeze: a white snowflake on ice blue
  {
    const cx = badge(5, '#5fb4e6');
    g.strokeStyle = '#ffffff';
    g.lineWidth = 4;
    for (let k = 0; k < 3; k++) {
      const a = (k * Math.PI) / 3;
      g.beginPath();
      g.moveTo(cx - Math.cos(a) * 18, CELL / 2 - Math.sin(a) * 18);
      g.lineTo(cx + Math.cos(a) * 18, CELL / 2 + Math.sin(a) * 18);
      g.stroke();
    }
  }
  // shield (guarded, defending, vanished, shield wall): a white shield on steel
  {
    const cx = badge(6, '#6b7a8f');
    g.beginPath();
    g.moveTo(cx, 12);
    g.lineTo(cx + 16, 18);
    g.quadraticCurveTo(cx + 15, 42, cx, 52);
    g.quadraticCurveTo(cx - 15, 42, cx - 16, 18);
    g.closePath();
    g.fillStyle = '#f4f6fa';
    g.fill();
  }
  // focus (a spell held by concentration): a white four-pointed spark in a thin ring, on violet
  {
    const cx = badge(7, '#7b55c7');
    const cy = CELL / 2;
    g.beginPath();
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4 - Math.PI / 2;
      const r = k % 2 === 0 ? 19 : 6;
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r;
      if (k === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.closePath();
    g.fillStyle = '#fbf7ff';
    g.fill();
    g.beginPath();
    g.arc(cx, cy, 23, 0, Math.PI * 2);
    g.lineWidth = 2.5;
    g.strokeStyle = '#e4d6ff';
    g.stroke();
  }
  return canvas;
}
