import { ScrollArea, Table } from '@mantine/core';
import type { BusArrival } from '../api/conditions.ts';

/** The next buses at the North Shore stops, scrolling within the traffic card. */
export function BusArrivalsTable({ arrivals }: { arrivals: BusArrival[] }) {
  return (
    <ScrollArea h={320}>
      <Table fz="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Route</Table.Th>
            <Table.Th>Stop</Table.Th>
            <Table.Th>In</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {arrivals.map((bus) => (
            <Table.Tr key={`${bus.stopId}-${bus.route}-${bus.arrivesAt}`}>
              <Table.Td>
                {bus.route} {bus.headsign}
              </Table.Td>
              <Table.Td>{bus.stopName}</Table.Td>
              <Table.Td>{bus.minutes} min</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
