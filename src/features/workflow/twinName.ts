/** A twin's accessible name: its title, and the visible badge under it unless the title already says it (WCAG 2.5.3). */
export const workflowTwinName = ({ title, label }: { title: string; label: string }) =>
  title.toLowerCase().includes(label.toLowerCase()) ? title : `${title}, ${label}`;
