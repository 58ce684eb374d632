import type { SeedBeach } from './types.ts';

/**
 * Surf heights and statuses are a typical winter snapshot; live surf data replaces them on screen.
 * Lifeguard facts follow Honolulu Ocean Safety's staffed towers (daily 9am to 5:30pm).
 */
export const SEED_BEACHES: readonly SeedBeach[] = [
  {
    id: 1,
    name: 'Banzai Pipeline (Ehukai Beach Park)',
    location: 'Ehukai Beach Park, Sunset Beach',
    description:
      "The world's most famous reef break: winter swells stand up over a shallow lava reef a few yards offshore and throw hollow barrels. From October to April the shorebreak and currents are dangerous and the lineup is for experts only, but watching from the sand is a show in itself. On flat summer days the water is often clear and calm enough for a swim in front of the lifeguard tower.",
    image: '/images/beaches/pipeline.svg',
    surfHeight: '6-8 ft',
    surfStatus: 'High Surf',
    hasLifeguards: true,
    hasParking: 'Limited',
    bestFor: 'Watching expert surfing in winter, swimming on calm summer days',
    descriptionJa:
      '世界で最も有名なリーフブレイクです。冬のうねりが岸から数メートル沖の浅い溶岩リーフの上で切り立ち、空洞のあるバレル（チューブ状の波）となって崩れます。10月から4月はショアブレイクと潮の流れが危険で、ラインナップは上級者専用ですが、砂浜から眺めるだけでも見ごたえがあります。波のない夏の日は海が澄んで穏やかなことが多く、ライフガードタワーの前で泳ぐこともできます。',
    bestForJa: '冬は上級者のサーフィン見学、穏やかな夏の日は海水浴',
    latitude: '21.664800',
    longitude: '-158.053400',
    geofenceRadius: 500,
  },
  {
    id: 2,
    name: 'Sunset Beach',
    location: 'Sunset Beach',
    description:
      'Two miles of wide golden sand facing one of the most powerful big-wave breaks on the North Shore. Winter swells bring heavy waves, a strong rip along the shore and a pounding shorebreak, so stay on the sand when the surf is up. From May to September it usually turns into a calm swimming beach, and the evening light lives up to the name all year.',
    image: '/images/beaches/sunset.svg',
    surfHeight: '5-7 ft',
    surfStatus: 'Moderate Surf',
    hasLifeguards: true,
    hasParking: 'Available',
    bestFor: 'Big-wave watching, long beach walks, summer swimming and sunsets',
    descriptionJa:
      '約3 km（2マイル）にわたって広い黄金色の砂浜が続き、目の前にはノースショアでも屈指の強力なビッグウェーブのブレイクがあります。冬のうねりは重い波、岸沿いの強い流れ（離岸流）、激しく打ちつけるショアブレイクをもたらすため、波が高い日は砂浜にとどまってください。5月から9月はたいてい穏やかな海水浴場に変わり、一年を通じて、その名のとおり美しい夕暮れの光を楽しめます。',
    bestForJa: 'ビッグウェーブの見学、砂浜の長い散歩、夏の海水浴と夕日',
    latitude: '21.677800',
    longitude: '-158.041000',
    geofenceRadius: 800,
  },
  {
    id: 3,
    name: 'Waimea Bay',
    location: 'Waimea Bay Beach Park, Haleiwa',
    description:
      "A deep, sandy bay framed by lava rock and the birthplace of big-wave surfing in the 1950s. On the largest winter swells waves over 20 feet close out the mouth of the bay and the shorebreak can knock even strong swimmers flat, so follow the lifeguards' flags. In summer the bay is often glassy, with easy swimming and snorkeling along the rocks.",
    image: '/images/beaches/waimea.svg',
    surfHeight: '4-6 ft',
    surfStatus: 'Moderate Surf',
    hasLifeguards: true,
    hasParking: 'Limited',
    bestFor: 'Big-wave viewing in winter, swimming and snorkeling in summer',
    descriptionJa:
      '溶岩の岩に囲まれた奥行きのある砂浜の湾で、1950年代にビッグウェーブサーフィンが生まれた場所です。冬の最大級のうねりでは、6 m（20フィート）を超える波が湾の入り口いっぱいに崩れ、ショアブレイクは泳ぎの得意な人でも打ち倒すほどの力があるため、ライフガードの旗に従ってください。夏の湾は鏡のように穏やかなことが多く、気軽に泳いだり、岩沿いでシュノーケリングを楽しんだりできます。',
    bestForJa: '冬はビッグウェーブの見学、夏は海水浴とシュノーケリング',
    latitude: '21.641300',
    longitude: '-158.065700',
    geofenceRadius: 600,
  },
  {
    id: 4,
    name: 'Sharks Cove',
    location: 'Pupukea Beach Park, Pupukea',
    description:
      "A rocky cove inside the Pupukea Marine Life Conservation District with some of Oahu's best shore snorkeling and diving in summer: lava arches, tide pools, reef fish and the odd turtle. Wear reef shoes on the sharp rock and take nothing from the reserve. From October to April waves wash over the reef and the cove is dangerous; there is no lifeguard on duty.",
    image: '/images/beaches/sharks_cove.svg',
    surfHeight: '1-2 ft',
    surfStatus: 'Good Conditions',
    hasLifeguards: false,
    hasParking: 'Limited',
    bestFor: 'Snorkelling and diving in summer, tide pools at low tide',
    descriptionJa:
      'ププケア海洋生物保護区の中にある岩場の入り江で、夏はオアフ島でも指折りの、岸から入れるシュノーケリングとダイビングのスポットです。溶岩のアーチやタイドプール、リーフの魚たちに出会え、ときにはウミガメも姿を見せます。鋭い岩場ではリーフシューズを履き、保護区からは何も持ち帰らないでください。10月から4月は波がリーフを越えて打ち寄せ、入り江は危険になります。ライフガードはいません。',
    bestForJa: '夏のシュノーケリングとダイビング、干潮時のタイドプール',
    latitude: '21.653900',
    longitude: '-158.063100',
    geofenceRadius: 300,
  },
  {
    id: 5,
    name: 'Haleiwa Alii Beach Park',
    location: 'Haleiwa',
    description:
      "Haleiwa town's beach park beside the small-boat harbor, with a lifeguard tower, lawns, restrooms and showers. The reef out front hosts winter surf contests, while the water inside is gentler on small days and popular with families. Haleiwa's shave ice and food trucks are a short walk away.",
    image: '/images/beaches/haleiwa.svg',
    surfHeight: '3-4 ft',
    surfStatus: 'Good Conditions',
    hasLifeguards: true,
    hasParking: 'Available',
    bestFor: 'Families, intermediate surfing, picnics',
    descriptionJa:
      'ハレイワの町の小型ボート港の隣にあるビーチパークで、ライフガードタワー、芝生、トイレ、シャワーがあります。沖のリーフでは冬にサーフィンの大会が開かれ、内側の海は波の小さい日には穏やかで、家族連れに人気です。ハレイワ名物のシェイブアイスやフードトラックまでは歩いてすぐです。',
    bestForJa: '家族連れ、中級者のサーフィン、ピクニック',
    latitude: '21.594700',
    longitude: '-158.107100',
    geofenceRadius: 400,
  },
  {
    id: 6,
    name: 'Laniakea Beach (Turtle Beach)',
    location: 'Haleiwa',
    description:
      'A narrow strip of sand and rocky shelves where Hawaiian green sea turtles (honu) come ashore to graze on limu and bask. Stay at least 10 feet from the turtles; volunteers often rope off the ones resting on the sand. There is no lifeguard and no facilities, the shore is rocky, and the point break offshore gets big in winter. Cross Kamehameha Highway only where it is safe.',
    image: '/images/beaches/laniakea.svg',
    surfHeight: '3-5 ft',
    surfStatus: 'Good Conditions',
    hasLifeguards: false,
    hasParking: 'Limited',
    bestFor: 'Watching sea turtles from a respectful distance',
    descriptionJa:
      '細長い砂浜と平らな岩棚が続く海岸で、ハワイのアオウミガメ（ホヌ）が上陸し、リム（海藻）を食べたり甲羅干しをしたりします。ウミガメからは3 m（10フィート）以上離れてください。砂浜で休むウミガメの周りには、ボランティアがロープを張っていることがよくあります。ライフガードも設備もなく、岸は岩が多く、沖のポイントブレイクは冬に大きな波になります。カメハメハ・ハイウェイは安全な場所でのみ渡ってください。',
    bestForJa: '十分に距離をとってのウミガメ観察',
    latitude: '21.618400',
    longitude: '-158.085700',
    geofenceRadius: 300,
  },
  {
    id: 7,
    name: "Chun's Reef",
    location: 'Haleiwa',
    description:
      'A long, forgiving right-hander that is one of the friendlier North Shore waves for intermediate surfers on small and medium days. The sandy beach is quiet, and in summer the water inside the reef is calm with turtles swimming close to shore. There is no lifeguard tower and no facilities, only roadside parking along the highway.',
    image: '/images/beaches/chuns.svg',
    surfHeight: '2-4 ft',
    surfStatus: 'Good Conditions',
    hasLifeguards: false,
    hasParking: 'Limited',
    bestFor: 'Intermediate surfing, quiet summer swimming',
    descriptionJa:
      '長く続く扱いやすいライトの波で、波が小さい日から中くらいの日には、ノースショアでも中級サーファーにやさしい波のひとつです。砂浜は静かで、夏はリーフの内側の海が穏やかになり、岸の近くをウミガメが泳ぎます。ライフガードタワーも設備もなく、駐車はハイウェイ沿いの路肩だけです。',
    bestForJa: '中級者のサーフィン、夏の静かな海水浴',
    latitude: '21.626900',
    longitude: '-158.082300',
    geofenceRadius: 400,
  },
  {
    id: 8,
    name: 'Kawela Bay',
    location: 'Kawela Bay, Kahuku',
    description:
      'A quiet, sheltered bay west of Turtle Bay, reached by a short path through banyan and ironwood trees. The outer reef takes most of the swell, so the shallow water inside is usually calm enough for an easy swim or paddle, though it can be murky after rain. No lifeguard, no restrooms and no public lot: park on the highway shoulder and walk in.',
    image: '/images/beaches/kawela.svg',
    surfHeight: '1-2 ft',
    surfStatus: 'Poor Conditions',
    hasLifeguards: false,
    hasParking: 'None',
    bestFor: 'Calm-water swimming, paddling, shade and quiet',
    descriptionJa:
      'Turtle Bay の西にある、波から守られた静かな湾で、バニヤンやアイアンウッドの木々の間を抜ける短い小道を歩いて行きます。沖のリーフがうねりの大部分を受け止めるため、内側の浅い海はたいてい穏やかで、気軽に泳いだりパドルしたりできますが、雨の後は濁ることがあります。ライフガード、トイレ、公共の駐車場はありません。ハイウェイの路肩に車を停めて歩いてください。',
    bestForJa: '穏やかな海での海水浴やパドル、木陰と静けさ',
    latitude: '21.699300',
    longitude: '-158.004600',
    geofenceRadius: 500,
  },
  {
    id: 9,
    name: 'Three Tables',
    location: 'Pupukea Beach Park, Pupukea',
    description:
      'The Waimea end of Pupukea Beach Park, named for three flat reef tops that show at low tide. In summer it offers easy shore snorkeling over the reef; in winter waves cover the tables and strong currents make the water unsafe. There is no lifeguard, and the small roadside lot is shared with Sharks Cove.',
    image: '/images/beaches/three_tables.svg',
    surfHeight: '2-3 ft',
    surfStatus: 'Poor Conditions',
    hasLifeguards: false,
    hasParking: 'Limited',
    bestFor: 'Summer snorkeling, sunbathing',
    descriptionJa:
      'ププケア・ビーチパークのワイメア側の端にあり、干潮時に姿を見せる3つの平らなリーフが名前の由来です。夏は岸から気軽にリーフの上でシュノーケリングができますが、冬は波がテーブル状のリーフを覆い、強い流れのため海は危険になります。ライフガードはおらず、道路沿いの小さな駐車場は Sharks Cove と共用です。',
    bestForJa: '夏のシュノーケリング、日光浴',
    latitude: '21.650700',
    longitude: '-158.063900',
    geofenceRadius: 250,
  },
];
