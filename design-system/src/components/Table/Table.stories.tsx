import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { formatCad, formatDate } from '../../utils/format';
import { onAPhone } from '../../storybook/phone';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

const rows = [
  { id: 1, title: 'Maple Court Apartment', city: 'Toronto, ON', owner: 12, status: 'pending', rent: 2100, listed: '2025-01-14' },
  { id: 2, title: 'Harbourview Condo', city: 'Vancouver, BC', owner: 7, status: 'approved', rent: 2850, listed: '2024-11-02' },
  { id: 3, title: 'Plateau Walk-up', city: 'Montréal, QC', owner: 31, status: 'rejected', rent: 1650, listed: '2024-12-20' },
  { id: 4, title: 'Kensington Townhouse', city: 'Calgary, AB', owner: 7, status: 'rented', rent: 2400, listed: '2024-09-09' },
];

const meta = { title: 'Data display/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

function AdminTable({ data = rows }: { data?: typeof rows }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'rent', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sort.column as keyof (typeof rows)[number];
    const list = [...data].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [data, sort]);
  return (
    <Table aria-label="Properties" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="title" isRowHeader allowsSorting>Property</Column>
        <Column id="owner">Owner</Column>
        <Column id="status" allowsSorting>Status</Column>
        <Column id="rent" allowsSorting>Rent</Column>
        <Column id="listed" allowsSorting>Listed Date</Column>
        <Column id="actions">Actions</Column>
      </TableHeader>
      <TableBody items={sorted} emptyState="No Properties Found">
        {(r) => (
          <Row id={r.id}>
            <Cell><strong>{r.title}</strong><div style={{ color: '#57534E' }}>{r.city}</div></Cell>
            <Cell>Owner #{r.owner}</Cell>
            <Cell><Badge status={r.status} /></Cell>
            <Cell>{formatCad(r.rent)}</Cell>
            <Cell>{formatDate(r.listed)}</Cell>
            <Cell>
              {r.status === 'pending' ? (
                <div style={{ display: 'flex', gap: 8 }}>
                  <Button size="sm">Approve</Button>
                  <Button size="sm" variant="outline">Reject</Button>
                </div>
              ) : (
                <Button size="sm" variant="ghost">View</Button>
              )}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

export const AdminProperties: Story = {
  render: () => <AdminTable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /Rent/ }));
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('Harbourview Condo');
  },
};
export const Empty: Story = {
  render: () => <AdminTable data={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Properties Found')).toBeInTheDocument();
  },
};
/** On a 320 px phone the table scrolls inside its own box, a named region that takes keyboard focus to scroll. */
export const OnAPhone: Story = {
  render: () => <AdminTable />,
  ...onAPhone(async (canvas) => {
    const region = canvas.getByRole('region', { name: 'Properties' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  }),
};
export const Selectable: Story = {
  render: () => (
    <Table aria-label="Leases" selectionMode="multiple" defaultSelectedKeys={[2]}>
      <TableHeader>
        <Column isRowHeader>Lease ID</Column>
        <Column>Property</Column>
        <Column>Status</Column>
      </TableHeader>
      <TableBody>
        <Row id={1}><Cell>#101</Cell><Cell>Property #4</Cell><Cell><Badge status="pending" /></Cell></Row>
        <Row id={2}><Cell>#102</Cell><Cell>Property #2</Cell><Cell><Badge status="active" /></Cell></Row>
      </TableBody>
    </Table>
  ),
};
export const Catalog: Story = AdminProperties;
