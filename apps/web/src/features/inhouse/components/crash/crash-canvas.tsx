import { CRASH_TIMING } from '@nova/contracts/constants';
import { useEffect, useRef } from 'react';
import styles from './crash.module.css';

/**
 * The rising curve: multiplier e^(k t) against flight time, redrawn on every tick. Floats are
 * fine here (drawing only); what is paid is the server's integer cash-out.
 */
export function CrashCanvas({
  elapsedMs,
  crashed,
}: {
  /** Flight time so far; null before the round starts. */
  elapsedMs: number | null;
  crashed: boolean;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext?.('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth * ratio;
    const height = canvas.clientHeight * ratio;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    ctx.clearRect(0, 0, width, height);
    const pad = 28 * ratio;
    const t = Math.max(0, elapsedMs ?? 0);
    const tMax = Math.max(8_000, t * 1.15);
    const mAt = (ms: number) => Math.exp(CRASH_TIMING.growthPerMs * ms);
    const mMax = Math.max(2, mAt(t) * 1.15);
    const x = (ms: number) => pad + (ms / tMax) * (width - pad * 2);
    const y = (m: number) => height - pad - ((m - 1) / (mMax - 1)) * (height - pad * 2);

    // Grid lines at round multipliers.
    ctx.strokeStyle = 'rgba(148, 170, 222, 0.12)';
    ctx.lineWidth = ratio;
    ctx.fillStyle = 'rgba(154, 167, 199, 0.8)';
    ctx.font = `${11 * ratio}px sans-serif`;
    const step = mMax > 20 ? 10 : mMax > 6 ? 2 : mMax > 3 ? 1 : 0.5;
    for (let m = 1; m <= mMax; m += step) {
      ctx.beginPath();
      ctx.moveTo(pad, y(m));
      ctx.lineTo(width - pad, y(m));
      ctx.stroke();
      ctx.fillText(`${m.toFixed(1)}×`, 4 * ratio, y(m) - 3 * ratio);
    }
    if (elapsedMs === null) return;

    const colour = crashed ? '#f43f5e' : '#f5c542';
    const gradient = ctx.createLinearGradient(0, height, 0, 0);
    gradient.addColorStop(0, crashed ? 'rgba(244, 63, 94, 0)' : 'rgba(245, 197, 66, 0)');
    gradient.addColorStop(1, crashed ? 'rgba(244, 63, 94, 0.35)' : 'rgba(245, 197, 66, 0.35)');
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    const samples = 80;
    for (let i = 1; i <= samples; i++) {
      const ms = (t * i) / samples;
      ctx.lineTo(x(ms), y(mAt(ms)));
    }
    ctx.lineTo(x(t), y(1));
    ctx.closePath();
    ctx.fillStyle = gradient;
    ctx.fill();

    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let i = 1; i <= samples; i++) {
      const ms = (t * i) / samples;
      ctx.lineTo(x(ms), y(mAt(ms)));
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4 * ratio;
    ctx.shadowColor = colour;
    ctx.shadowBlur = 16 * ratio;
    ctx.stroke();
    ctx.shadowBlur = 0;

    // The rocket head.
    ctx.beginPath();
    ctx.arc(x(t), y(mAt(t)), 7 * ratio, 0, Math.PI * 2);
    ctx.fillStyle = crashed ? '#f43f5e' : '#fff7cc';
    ctx.fill();
  }, [elapsedMs, crashed]);
  return (
    <div className={styles.canvas} aria-hidden="true">
      <canvas ref={ref} />
    </div>
  );
}
