// Placeholder: the public-pages work replaces this file with the finished page.
export default function ContactPage() {
  return <main className="mx-auto max-w-5xl px-4 py-16">Contact</main>;
}
