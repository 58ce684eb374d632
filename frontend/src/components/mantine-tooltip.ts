// Its own module, so that the deferred import keeps only the Tooltip (importing '@mantine/core' would keep it all).
export { Tooltip } from '@mantine/core';
