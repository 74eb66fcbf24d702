import { company } from '../../content/company';
import { paths } from '../../content/paths';
import { Brand } from './Header.styles';

/** The wordmark, linking home. */
export function Logo() {
  return (
    <Brand href={paths.home} aria-label={`${company.name} home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b1220" />
        <path
          d="M9 23V9l14 14V9"
          fill="none"
          stroke="#38bdf8"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        {company.shortName}
        <span>.</span>
      </span>
    </Brand>
  );
}
