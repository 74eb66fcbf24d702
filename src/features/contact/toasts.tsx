import 'react-toastify/dist/ReactToastify.css';
import styled from 'styled-components';
import type { FocusEvent } from 'react';
import { ToastContainer, toast } from 'react-toastify/unstyled';

const TOAST_MS = 5000;

const Title = styled.strong`
  display: block;
  font-weight: ${(p) => p.theme.weight.semibold};
`;

const Body = styled.span`
  display: block;
  font-size: ${(p) => p.theme.text.sm};
  margin-top: ${(p) => p.theme.space[1]};
`;

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
 */
const pauseWhileFocused = {
  onFocus: () => toast.pause(),
  onBlur: (event: FocusEvent<HTMLDivElement>) => {
    const region = event.currentTarget;
    if (!region.contains(event.relatedTarget) && !region.matches(':hover')) toast.play();
  },
};

/**
 * Notifications (docs/product.md#toasts): bottom-right, 5 s, paused on hover, while focus is in them and while the
 * window is in the background, reachable with Alt+T.
 */
export default function Toasts() {
  return (
    <div {...pauseWhileFocused}>
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_MS}
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick={false}
        newestOnTop
        theme="light"
      />
    </div>
  );
}
