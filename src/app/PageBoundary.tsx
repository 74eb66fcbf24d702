import { Component, type ReactNode } from 'react';
import { carryErrorsToNextPage } from '../features/analytics/errorRecords';
import { isFailedPageLoad, LEAVING_GRACE_MS, mayBeLeaving } from '../ui/pageCode';
import { PageError } from './PageError';
import { reloadPage } from './reloadPage';

interface Props {
  /** Whether the page is on screen (pages rendered ahead are hidden: src/app/AppRoutes.tsx). */
  shown: boolean;
  children: ReactNode;
}

/** The tab's last reload for a chunk that failed, so a chunk that keeps failing does not reload forever. */
const RELOADED_KEY = 'reloaded-for-chunk';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Whether this page may load again as a document: not when it did so within the minute for the same reason. */
function mayReload(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      path: string;
      at: number;
    } | null;
    if (last?.path === location.pathname && Date.now() - last.at < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path: location.pathname, at: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

/**
 * One page's error boundary (docs/errors.md#what-the-visitor-sees). The error has been reported by the root
 * (src/app/reactErrors.ts). A page whose own module failed to load (a deploy between two taps, a dropped connection:
 * `isFailedPageLoad`) loads as a document once it is on screen, its errors carried to the next page's reporter: the visitor gets the
 * page, not a dead tap. Any other error shows a page that says so, inside the site's layout, whose menus, links and
 * contact form keep working. It sits inside the page's Suspense boundary, beside the marker of the app's takeover
 * (src/app/AppRoutes.tsx), so the app takes over (and the reporter loads) whatever became of the page.
 */
export class PageBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };
  private retry: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch() {
    this.recover();
  }

  // A page shown again (kept hidden while the visitor was on another: src/app/AppRoutes.tsx) mounts again.
  componentDidMount() {
    this.recover();
  }

  componentDidUpdate() {
    this.recover();
  }

  componentWillUnmount() {
    clearTimeout(this.retry);
    removeEventListener('online', this.onOnline);
  }

  private onOnline = () => this.recover();

  private recover() {
    if (!this.props.shown || !this.state.failed || !isFailedPageLoad(this.state.error)) return;
    if (mayBeLeaving()) {
      // The request may have failed because the document is being left: loading it again would cancel that.
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.recover(), LEAVING_GRACE_MS);
      return;
    }
    if (!navigator.onLine) {
      // Loading it now would show the browser's offline page instead of the site: it loads once the network is back.
      addEventListener('online', this.onOnline, { once: true });
      return;
    }
    if (!mayReload()) return;
    carryErrorsToNextPage();
    reloadPage();
  }

  render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
