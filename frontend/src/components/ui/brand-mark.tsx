/** The company's mark: a bearing seen from the side, in the brand's navy and amber. */
export const BrandMark = ({ size = 40 }: { size?: number }) => (
  <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
    <rect width="64" height="64" rx="12" fill="#0b3a66" />
    <circle cx="32" cy="32" r="20" fill="none" stroke="#f5a524" strokeWidth="6" />
    {Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4;
      return <circle key={index} cx={32 + 20 * Math.cos(angle)} cy={32 + 20 * Math.sin(angle)} r="3.2" fill="#fff" />;
    })}
    <circle cx="32" cy="32" r="8" fill="#fff" />
  </svg>
);
