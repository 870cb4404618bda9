export default function ListPropertyPage() {
  return null;
}
