/** Placeholder: the 'Where We Excel' service wheel lands with issue 3. */
export function ServiceWheel() {
  return null;
}
