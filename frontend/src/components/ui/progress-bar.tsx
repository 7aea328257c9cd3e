interface ProgressBarProps {
  /** 0 to 100. */
  percent: number;
  label: string;
}

export const ProgressBar = ({ percent, label }: ProgressBarProps) => {
  const rounded = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className="progress" role="status">
      <div className="progress__label">
        <span>{label}</span>
        <span>{rounded} %</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-label={label}
      >
        <div className="progress__bar" style={{ width: `${rounded}%` }} />
      </div>
    </div>
  );
};
