/** Placeholder scene: replaced by the WebGL diagram. */
export default function WorkflowScene() {
  return null;
}
