import 'react-toastify/dist/ReactToastify.css';
import styled from 'styled-components';
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

/** Notifications (docs/product.md#toasts): bottom-right, 5 s, paused on hover and while the window is in the background, reachable with Alt+T. */
export default function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_MS}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      newestOnTop
      theme="light"
    />
  );
}
