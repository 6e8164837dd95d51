import { site } from '../../content/site';

/** A drawn, not-to-scale map of the office's surroundings: it needs no network, so it shows offline too. */
export function MapIllustration() {
  const locality = site.address.lines[1] ?? '';
  return (
    <svg viewBox="0 0 640 400" width="640" height="400" role="img" aria-labelledby="map-illustration-title">
      <title id="map-illustration-title">{`Illustrated map marking the ${site.companyName} office in ${locality} (not to scale)`}</title>
      <rect width="640" height="400" fill="#e8eef6" />
      <path d="M0 300 C 120 270, 200 340, 320 315 S 520 250, 640 280 L 640 330 C 520 300, 430 370, 320 360 S 110 320, 0 350 Z" fill="#b9d4f1" />
      <rect x="40" y="40" width="130" height="90" rx="12" fill="#cfe8cf" />
      <rect x="470" y="60" width="120" height="110" rx="12" fill="#cfe8cf" />
      <g fill="#d8e0ea">
        <rect x="200" y="40" width="90" height="60" rx="6" />
        <rect x="200" y="130" width="90" height="70" rx="6" />
        <rect x="360" y="40" width="80" height="60" rx="6" />
        <rect x="360" y="215" width="90" height="55" rx="6" />
        <rect x="40" y="170" width="130" height="80" rx="6" />
        <rect x="480" y="200" width="110" height="50" rx="6" />
      </g>
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 150 H640" strokeWidth="22" />
        <path d="M320 0 V400" strokeWidth="22" />
        <path d="M0 20 L640 240" strokeWidth="12" opacity="0.9" />
        <path d="M185 0 V290" strokeWidth="10" />
        <path d="M455 0 V300" strokeWidth="10" />
        <path d="M0 265 H640" strokeWidth="8" />
      </g>
      <g stroke="#c9d6e6" fill="none">
        <path d="M0 150 H640" strokeWidth="2" strokeDasharray="14 10" />
        <path d="M320 0 V400" strokeWidth="2" strokeDasharray="14 10" />
      </g>
      <g transform="translate(352 200)">
        <ellipse cx="0" cy="34" rx="18" ry="6" fill="#0b2545" opacity="0.25" />
        <path d="M0 34 C -8 18, -26 4, -26 -14 A 26 26 0 0 1 26 -14 C 26 4, 8 18, 0 34 Z" fill="#c2410c" stroke="#ffffff" strokeWidth="3" />
        <circle cx="0" cy="-14" r="9" fill="#ffffff" />
      </g>
      <g transform="translate(384 136)">
        <rect width="236" height="74" rx="10" fill="#0b2545" />
        <text x="16" y="31" fill="#ffffff" fontSize="22" fontWeight="700" fontFamily="system-ui, sans-serif">
          {site.companyName}
        </text>
        <text x="16" y="58" fill="#dbe7f5" fontSize="17" fontFamily="system-ui, sans-serif">
          {locality}
        </text>
      </g>
      <g fill="#3a4756" fontSize="17" fontFamily="system-ui, sans-serif">
        <text x="56" y="92">
          Park
        </text>
        <text x="490" y="104">
          Park
        </text>
        <text x="24" y="336" fill="#1f5fa8">
          River
        </text>
      </g>
      <g transform="translate(600 40)" fill="#0b2545" fontFamily="system-ui, sans-serif">
        <circle r="18" fill="#ffffff" stroke="#0b2545" strokeWidth="2" />
        <path d="M0 -12 L6 4 L0 0 L-6 4 Z" />
        <text y="14" fontSize="10" textAnchor="middle" fontWeight="700">
          N
        </text>
      </g>
    </svg>
  );
}
