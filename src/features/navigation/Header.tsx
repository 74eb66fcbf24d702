export function Header() {
  return null;
}
