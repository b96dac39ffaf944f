import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/cms/edit/$id")({
  component: () => <p>CMS</p>,
});
