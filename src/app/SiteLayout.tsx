import type { ReactNode } from 'react';
import { CanvasRoot } from '../canvas/CanvasRoot';
import { ContactDialogHost } from '../features/contact/ContactDialogHost';
import { Footer } from '../features/navigation/Footer';
import { Header } from '../features/navigation/Header';
import { SkipLink } from '../features/navigation/SkipLink';

export const MAIN_ID = 'main';

/** The shared frame of every page: skip link, header, main landmark, footer, the contact dialog and the canvas. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ContactDialogHost />
      <CanvasRoot />
    </>
  );
}
