export default function IndustryPage({ id }: { id: string }) {
  return <h1>{id}</h1>;
}
