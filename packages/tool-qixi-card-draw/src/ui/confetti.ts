const COLOURS = ['#f472b6', '#fb7185', '#fbbf24', '#a78bfa', '#60a5fa', '#34d399'];

/**
 * Confetti over the page for the rarest cards (the spec: 100 or 150 particles), on a canvas that
 * removes itself after 2.5 s. Nothing when the visitor asks for reduced motion.
 */
export function celebrate(particles: number): void {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:60';
  canvas.width = window.innerWidth;
  canvas.height = window.innerHeight;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) {
    canvas.remove();
    return;
  }
  const pieces = Array.from({ length: particles }, (_, index) => ({
    x: canvas.width / 2,
    y: canvas.height / 3,
    vx: (Math.random() - 0.5) * 14,
    vy: -Math.random() * 12 - 4,
    size: 5 + Math.random() * 5,
    colour: COLOURS[index % COLOURS.length] as string,
    spin: Math.random() * Math.PI,
  }));
  const started = performance.now();
  const frame = (now: number) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    for (const piece of pieces) {
      piece.vy += 0.35;
      piece.x += piece.vx;
      piece.y += piece.vy;
      piece.spin += 0.2;
      context.fillStyle = piece.colour;
      context.save();
      context.translate(piece.x, piece.y);
      context.rotate(piece.spin);
      context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
      context.restore();
    }
    if (now - started < 2500) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
}
