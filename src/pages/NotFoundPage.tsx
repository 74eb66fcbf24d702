export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
