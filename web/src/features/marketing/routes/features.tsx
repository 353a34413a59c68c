// Placeholder: the public-pages work replaces this file with the finished page.
export default function FeaturesPage() {
  return <main className="mx-auto max-w-5xl px-4 py-16">Features</main>;
}
