export default function ServicePage({ id }: { id: string }) {
  return <h1>{id}</h1>;
}
