export default function ComingSoonPage({ id }: { id: string }) {
  return <h1>{id}</h1>;
}
