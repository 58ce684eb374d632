/** Main roads of the North Shore from OpenStreetMap; source, licence and processing in ./README.md. */
export const NORTH_SHORE_ROADS = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 80' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.02853, 21.49307],
          [-158.02871, 21.49113],
          [-158.02824, 21.48859],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 80' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.02856, 21.4909],
          [-158.02838, 21.49266],
          [-158.02853, 21.49307],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 80' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.02853, 21.49307],
          [-158.02981, 21.49602],
          [-158.02988, 21.49722],
          [-158.02937, 21.50028],
          [-158.02996, 21.50233],
          [-158.03065, 21.5032],
          [-158.03927, 21.51061],
          [-158.04038, 21.51242],
          [-158.04061, 21.51431],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kaukonahua Road', ref: 'HI 801' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.0397, 21.51112],
          [-158.04023, 21.51115],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kaukonahua Road', ref: 'HI 801' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.04023, 21.51115],
          [-158.03927, 21.51061],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kaukonahua Road', ref: 'HI 801' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.04023, 21.51115],
          [-158.05318, 21.51639],
          [-158.0594, 21.51809],
          [-158.07031, 21.52071],
          [-158.07181, 21.52142],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 801', ref: 'HI 801' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.07079, 21.52049],
          [-158.07067, 21.52073],
          [-158.07031, 21.52071],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kaukonahua Road', ref: 'HI 803' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.07181, 21.52142],
          [-158.07937, 21.52842],
          [-158.08053, 21.52879],
          [-158.08105, 21.52918],
          [-158.08206, 21.53123],
          [-158.08275, 21.53173],
          [-158.08352, 21.53184],
          [-158.08426, 21.53322],
          [-158.08544, 21.53455],
          [-158.08706, 21.53506],
          [-158.08815, 21.53573],
          [-158.09002, 21.53816],
          [-158.09225, 21.53997],
          [-158.09586, 21.54238],
          [-158.10181, 21.54882],
          [-158.10202, 21.5494],
          [-158.10232, 21.55204],
          [-158.10261, 21.5526],
          [-158.10371, 21.55328],
          [-158.10476, 21.55431],
          [-158.10635, 21.55466],
          [-158.10704, 21.55517],
          [-158.10743, 21.55591],
          [-158.10821, 21.55911],
          [-158.11304, 21.56205],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Wilikina Drive', ref: 'HI 803' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.05269, 21.50285],
          [-158.0526, 21.50267],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Wilikina Drive', ref: 'HI 803' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.05269, 21.50285],
          [-158.0534, 21.50401],
          [-158.05714, 21.50886],
          [-158.06263, 21.51326],
          [-158.07181, 21.52142],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Joseph Leong Highway', ref: 'HI 83' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10302, 21.57689],
          [-158.10221, 21.58353],
          [-158.09949, 21.59562],
          [-158.09983, 21.60187],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 83' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.06154, 21.63898],
          [-158.06288, 21.63891],
          [-158.06493, 21.63794],
          [-158.06622, 21.63784],
          [-158.06687, 21.6375],
          [-158.07471, 21.62644],
          [-158.08142, 21.62182],
          [-158.08501, 21.61886],
          [-158.09714, 21.60696],
          [-158.09868, 21.60516],
          [-158.0992, 21.60429],
          [-158.09972, 21.6031],
          [-158.09983, 21.60187],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 83' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-157.99327, 21.69735],
          [-157.99765, 21.69633],
          [-158.0033, 21.69639],
          [-158.00964, 21.69501],
          [-158.01142, 21.69512],
          [-158.01342, 21.69556],
          [-158.01455, 21.69556],
          [-158.01568, 21.69524],
          [-158.01901, 21.69327],
          [-158.02199, 21.68866],
          [-158.02299, 21.68753],
          [-158.0256, 21.68537],
          [-158.0298, 21.68301],
          [-158.03533, 21.67891],
          [-158.04095, 21.67328],
          [-158.05751, 21.65821],
          [-158.06176, 21.6507],
          [-158.06274, 21.64695],
          [-158.06375, 21.64447],
          [-158.06369, 21.64365],
          [-158.06338, 21.64307],
          [-158.06209, 21.64181],
          [-158.06013, 21.64071],
          [-158.06008, 21.6401],
          [-158.06044, 21.63955],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 83', ref: 'HI 83' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.06044, 21.63955],
          [-158.06154, 21.63898],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 83', ref: 'HI 83' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-157.9, 21.60403],
          [-157.90161, 21.60526],
          [-157.90443, 21.60664],
          [-157.9056, 21.60695],
          [-157.90738, 21.60713],
          [-157.90845, 21.60781],
          [-157.91309, 21.61452],
          [-157.91357, 21.61654],
          [-157.91507, 21.61953],
          [-157.91632, 21.62107],
          [-157.92081, 21.62482],
          [-157.92174, 21.62585],
          [-157.92234, 21.62974],
          [-157.92145, 21.6315],
          [-157.92113, 21.63334],
          [-157.91983, 21.63495],
          [-157.91985, 21.63722],
          [-157.91895, 21.6399],
          [-157.91905, 21.64099],
          [-157.91992, 21.64335],
          [-157.91973, 21.6454],
          [-157.91983, 21.64595],
          [-157.92038, 21.64664],
          [-157.92253, 21.64775],
          [-157.92456, 21.65027],
          [-157.92818, 21.65188],
          [-157.92877, 21.65241],
          [-157.93036, 21.65488],
          [-157.93075, 21.65666],
          [-157.93668, 21.66497],
          [-157.93782, 21.66697],
          [-157.93974, 21.67138],
          [-157.94301, 21.67367],
          [-157.9481, 21.67685],
          [-157.94898, 21.67713],
          [-157.95262, 21.67776],
          [-157.95346, 21.67808],
          [-157.96666, 21.68877],
          [-157.96864, 21.69003],
          [-157.97161, 21.69087],
          [-157.97966, 21.69383],
          [-157.98208, 21.69533],
          [-157.9838, 21.69675],
          [-157.98464, 21.69724],
          [-157.98889, 21.69819],
          [-157.99327, 21.69735],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.11304, 21.56205],
          [-158.12013, 21.56522],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.18548, 21.58079],
          [-158.19442, 21.58098],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.19457, 21.58098],
          [-158.20866, 21.58097],
          [-158.21348, 21.57977],
          [-158.21901, 21.57811],
          [-158.2207, 21.57779],
          [-158.22244, 21.57782],
          [-158.22938, 21.57852],
          [-158.23172, 21.57851],
          [-158.23532, 21.57912],
          [-158.23737, 21.57895],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.17034, 21.57798],
          [-158.17452, 21.57899],
          [-158.18515, 21.58074],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.27077, 21.5755],
          [-158.2704, 21.57561],
          [-158.27077, 21.5755],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.12334, 21.56648],
          [-158.17005, 21.57789],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kaukonahua Road', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.11304, 21.56205],
          [-158.10986, 21.56687],
          [-158.10818, 21.57163],
          [-158.10685, 21.57468],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: null, ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.12236, 21.5662],
          [-158.12119, 21.56574],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: null, ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.12054, 21.56542],
          [-158.12119, 21.56574],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 930', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.18548, 21.58079],
          [-158.18515, 21.58074],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 930', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10648, 21.57561],
          [-158.10685, 21.57468],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 930', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.17005, 21.57789],
          [-158.17034, 21.57798],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 930', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.19442, 21.58098],
          [-158.19457, 21.58098],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 930', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.12013, 21.56522],
          [-158.12054, 21.56542],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 930', ref: 'HI 930' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.12334, 21.56648],
          [-158.12236, 21.5662],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamananui Road', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.04125, 21.5137],
          [-158.04061, 21.51431],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamananui Road', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.04038, 21.51535],
          [-158.04125, 21.5137],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamananui Road', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.05167, 21.50345],
          [-158.04376, 21.51059],
          [-158.04241, 21.51204],
          [-158.04125, 21.5137],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.1053, 21.57977],
          [-158.10567, 21.57746],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.03869, 21.51927],
          [-158.03801, 21.52129],
          [-158.03802, 21.52296],
          [-158.03823, 21.52401],
          [-158.04547, 21.54707],
          [-158.04583, 21.54798],
          [-158.04745, 21.54984],
          [-158.04834, 21.55045],
          [-158.05008, 21.55119],
          [-158.06372, 21.55635],
          [-158.06573, 21.55772],
          [-158.06875, 21.56117],
          [-158.07071, 21.5626],
          [-158.10029, 21.5736],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10244, 21.57514],
          [-158.10156, 21.57424],
          [-158.10029, 21.5736],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10029, 21.5736],
          [-158.10152, 21.57429],
          [-158.10239, 21.57517],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.01526, 21.45],
          [-158.01648, 21.45695],
          [-158.01681, 21.45777],
          [-158.01738, 21.45847],
          [-158.01813, 21.45898],
          [-158.02234, 21.46102],
          [-158.02297, 21.46161],
          [-158.02353, 21.46266],
          [-158.02408, 21.46745],
          [-158.02856, 21.4909],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.02824, 21.48859],
          [-158.0244, 21.46831],
          [-158.02375, 21.46258],
          [-158.02319, 21.4615],
          [-158.02246, 21.46082],
          [-158.01816, 21.4588],
          [-158.01749, 21.45834],
          [-158.01699, 21.45772],
          [-158.0167, 21.457],
          [-158.01538, 21.45],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.09983, 21.60187],
          [-158.10047, 21.60184],
          [-158.10083, 21.6016],
          [-158.1031, 21.59795],
          [-158.10305, 21.59563],
          [-158.10346, 21.59308],
          [-158.10272, 21.59091],
          [-158.10326, 21.58676],
          [-158.10513, 21.58113],
          [-158.10519, 21.5803],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: null, ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.02856, 21.4909],
          [-158.02871, 21.49113],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: null, ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.03373, 21.48982],
          [-158.0316, 21.49023],
          [-158.03046, 21.49017],
          [-158.02977, 21.48981],
          [-158.02926, 21.48898],
          [-158.02848, 21.48883],
          [-158.02824, 21.48859],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 99', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.02871, 21.49113],
          [-158.02925, 21.49122],
          [-158.03805, 21.48879],
          [-158.04144, 21.48886],
          [-158.04306, 21.48928],
          [-158.05034, 21.49485],
          [-158.05212, 21.50158],
          [-158.05269, 21.50285],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 99', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.04061, 21.51431],
          [-158.04038, 21.51535],
          [-158.03869, 21.51927],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 99', ref: 'HI 99' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.05217, 21.50173],
          [-158.05199, 21.50277],
          [-158.05167, 21.50345],
          [-158.0526, 21.50267],
          [-158.05044, 21.49477],
          [-158.04363, 21.48948],
          [-158.04202, 21.4888],
          [-158.03828, 21.48865],
          [-158.03373, 21.48982],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Farrington Highway', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.23737, 21.57895],
          [-158.24724, 21.57788],
          [-158.25131, 21.57811],
          [-158.25642, 21.57713],
          [-158.259, 21.57709],
          [-158.2704, 21.57561],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: "Hale'iwa Road", ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.11605, 21.57911],
          [-158.11736, 21.5758],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Haleiwa Road', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10724, 21.59248],
          [-158.10679, 21.59151],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Haleʻiwa Road', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.1034, 21.59277],
          [-158.10518, 21.59227],
          [-158.10662, 21.5927],
          [-158.10827, 21.59207],
          [-158.10881, 21.59165],
          [-158.11007, 21.59006],
          [-158.11375, 21.58383],
          [-158.11605, 21.57911],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Joseph Leong Highway', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10239, 21.57517],
          [-158.10302, 21.57689],
          [-158.10279, 21.5758],
          [-158.10244, 21.57514],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10514, 21.57607],
          [-158.10567, 21.57746],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10379, 21.5749],
          [-158.10494, 21.5758],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Kamehameha Highway', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10519, 21.5803],
          [-158.1053, 21.57977],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'State Highway 99', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10685, 21.57468],
          [-158.1064, 21.57498],
          [-158.10563, 21.5751],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Waialua Beach Road', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.10636, 21.57621],
          [-158.10692, 21.57608],
          [-158.1076, 21.57617],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Waialua Beach Road', ref: null },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-158.14325, 21.58159],
          [-158.12624, 21.58106],
          [-158.12476, 21.5803],
          [-158.1218, 21.57661],
          [-158.1208, 21.576],
          [-158.11962, 21.57566],
          [-158.11414, 21.57605],
          [-158.1076, 21.57617],
        ],
      },
    },
  ],
} as const;
