export default function Page() {
  return (
    <main>
      <h1>Next floor</h1>
      <p>
        A heading and a paragraph: what a bare Next.js export costs a phone before any site code.
      </p>
    </main>
  );
}
