import 'react-toastify/dist/ReactToastify.css';
import styled from 'styled-components';
import type { FocusEvent, MouseEvent } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify/unstyled';
import { contactForm } from '../../content/contactForm';
import { Icon } from '../../ui/Icon';
import { media } from '../../ui/theme';

const TOAST_MS = 5000;

/**
 * The toasts in the site's type and colours, through react-toastify's own theme variables (its stylesheet reads
 * them; nothing of the library is copied or overridden selector by selector).
 */
const Theme = styled.div`
  --toastify-font-family: ${(p) => p.theme.font.body};
  --toastify-color-light: ${(p) => p.theme.color.surface};
  --toastify-text-color-light: ${(p) => p.theme.color.text};
  --toastify-color-info: ${(p) => p.theme.color.solutions};
  --toastify-color-success: ${(p) => p.theme.color.success};
  --toastify-color-error: ${(p) => p.theme.color.danger};
  --toastify-color-progress-light: ${(p) => p.theme.color.solutions};
  --toastify-color-progress-bgo: 0.12;
  --toastify-toast-width: 24rem;
  --toastify-toast-padding: ${(p) => p.theme.space[4]};
  --toastify-toast-bd-radius: ${(p) => p.theme.radius.lg};
  --toastify-toast-shadow: ${(p) => p.theme.shadow.lg};
  --toastify-toast-offset: ${(p) => p.theme.space[4]};
  --toastify-z-index: ${(p) => p.theme.z.toast};
`;

const Title = styled.strong`
  display: block;
  font-weight: ${(p) => p.theme.weight.semibold};
  color: ${(p) => p.theme.color.text};
`;

const Body = styled.span`
  display: block;
  font-size: ${(p) => p.theme.text.sm};
  line-height: ${(p) => p.theme.leading.snug};
  color: ${(p) => p.theme.color.textMuted};
  margin-top: ${(p) => p.theme.space[1]};
`;

/** The site's close button, in place of the library's default one (its `closeButton` option). */
const Close = styled.button`
  flex: none;
  align-self: flex-start;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  margin: -${(p) => p.theme.space[1]} -${(p) => p.theme.space[1]} 0 ${(p) => p.theme.space[2]};
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  ${media.hover} {
    &:hover {
      background: ${(p) => p.theme.color.surfaceAlt};
      color: ${(p) => p.theme.color.text};
    }
  }
`;

function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <Close type="button" aria-label={contactForm.toast.close} onClick={closeToast}>
      <Icon name="close" size={18} />
    </Close>
  );
}

function ToastContent({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <Title>{title}</Title>
      <Body>{description}</Body>
    </div>
  );
}

export const showToast = (kind: 'success' | 'error' | 'info', title: string, description: string): void => {
  toast[kind](<ToastContent title={title} description={description} />);
};

/**
 * Keeps the toasts still while keyboard focus is in them, however it got there: react-toastify pauses them for Alt+T
 * only, not for Tab. They go on when focus leaves, unless the pointer still rests on them (pauseOnHover's case).
 * The pointer leaving a toast plays it again (pauseOnHover), focus or not: after that handler has run (a microtask
 * later, the same event), a toast that holds focus is paused again.
 */
const pauseWhileFocused = {
  onFocus: () => toast.pause(),
  onBlur: (event: FocusEvent<HTMLDivElement>) => {
    const region = event.currentTarget;
    if (!region.contains(event.relatedTarget) && !region.matches(':hover')) toast.play();
  },
  onMouseOut: (event: MouseEvent<HTMLDivElement>) => {
    const region = event.currentTarget;
    queueMicrotask(() => {
      if (region.contains(document.activeElement)) toast.pause();
    });
  },
};

/**
 * Notifications (docs/product.md#toasts): bottom-right, 5 s, paused on hover, while focus is in them and while the
 * window is in the background, reachable with Alt+T.
 */
export default function Toasts() {
  return (
    <Theme {...pauseWhileFocused}>
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_MS}
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick={false}
        closeButton={CloseButton}
        newestOnTop
        theme="light"
      />
    </Theme>
  );
}
