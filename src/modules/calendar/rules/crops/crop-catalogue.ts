import type { CropDefinition, CropStageLabel } from './crop-definition';

// Labels several crops share word for word.
const LAND_PREPARATION: CropStageLabel = { code: 'prep', en: 'Land preparation', tl: 'Paghahanda ng lupa' };
const VEGETATIVE_GROWTH: CropStageLabel = { code: 'veg', en: 'Vegetative growth', tl: 'Paglago' };
const FLOWERING_FRUIT_SET: CropStageLabel = { code: 'repro', en: 'Flowering and fruit setting', tl: 'Pamumulaklak at pamumunga' };
const PLANTING_REPLANTING: CropStageLabel = { code: 'plant', en: 'Planting / replanting', tl: 'Pagtatanim / muling pagtatanim' };
const ESTABLISHMENT: CropStageLabel = { code: 'estab', en: 'Establishment', tl: 'Pagkakaugat' };
const VEGETATIVE_FLUSH: CropStageLabel = { code: 'veg', en: 'Vegetative flush', tl: 'Pag-usbong ng bagong dahon' };
const TRANSPLANTING: CropStageLabel = { code: 'plant', en: 'Transplanting', tl: 'Paglilipat-tanim' };
const SEEDBED: CropStageLabel = { code: 'seed', en: 'Seedbed / seedling', tl: 'Punlaan / punla' };
const FLOWERING_POD_SET: CropStageLabel = { code: 'repro', en: 'Flowering and pod setting', tl: 'Pamumulaklak at pamumunga' };
const ORCHARD_PRUNING: CropStageLabel = { code: 'prep', en: 'Pruning / orchard sanitation', tl: 'Pagpupungos / paglilinis' };
const DIRECT_SEEDING: CropStageLabel = { code: 'plant', en: 'Direct seeding', tl: 'Pagtatanim ng buto' };
const VINE_GROWTH: CropStageLabel = { code: 'veg', en: 'Vine growth', tl: 'Paggapang ng baging' };
const NURSERY: CropStageLabel = { code: 'seed', en: 'Nursery / seedling', tl: 'Punlaan / punla' };
const HARVESTING: CropStageLabel = { code: 'mat', en: 'Harvesting', tl: 'Pag-aani' };
const FRUIT_HARVEST: CropStageLabel = { code: 'mat', en: 'Fruit development / harvest', tl: 'Paglaki ng bunga / pag-aani' };
const EMERGENCE: CropStageLabel = { code: 'estab', en: 'Emergence', tl: 'Pagsibol' };

// Keys and stage codes are referenced by calendars and recommendations: rename nothing, only append.
// Tree crops skip `seed`/`estab`: calendars track bearing orchards, where the year runs from pruning to harvest.
export const CROP_CATALOGUE: readonly CropDefinition[] = [
  {
    key: 'rice',
    name: { en: 'Rice', tl: 'Palay' },
    aliases: ['palay', 'paddy', 'paddy rice', 'bigas'],
    stages: [
      LAND_PREPARATION,
      SEEDBED,
      { code: 'plant', en: 'Transplanting / direct seeding', tl: 'Paglilipat-tanim / sabog-tanim' },
      { code: 'estab', en: 'Recovery / early tillering', tl: 'Pagbawi / maagang pagsusuwi' },
      { code: 'veg', en: 'Active tillering', tl: 'Aktibong pagsusuwi' },
      { code: 'repro', en: 'Booting to flowering', tl: 'Pagbubuntis hanggang pamumulaklak' },
      { code: 'mat', en: 'Grain filling to harvest', tl: 'Paglalaman ng butil hanggang ani' },
    ],
  },
  {
    key: 'corn',
    name: { en: 'Corn', tl: 'Mais' },
    aliases: ['mais', 'maize', 'yellow corn', 'white corn'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting', tl: 'Pagtatanim' },
      { code: 'estab', en: 'Emergence / early growth', tl: 'Pagsibol / maagang paglaki' },
      { code: 'vegleaf', en: 'Leaf development', tl: 'Pagdadahon' },
      { code: 'vegtass', en: 'Tasseling', tl: 'Paglabas ng bulaklak na lalaki' },
      { code: 'repro', en: 'Silking and grain filling', tl: 'Pagbubuhok at paglalaman ng butil' },
      { code: 'mat', en: 'Maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'cassava',
    name: { en: 'Cassava', tl: 'Kamoteng kahoy' },
    aliases: ['kamoteng kahoy', 'kamoteng-kahoy', 'balinghoy', 'manioc'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of stem cuttings', tl: 'Pagtatanim ng pinagputol' },
      { code: 'estab', en: 'Sprouting / rooting', tl: 'Pag-usbong at pag-uugat' },
      { code: 'veg', en: 'Canopy growth / root bulking', tl: 'Paglago at paglaki ng laman' },
      { code: 'mat', en: 'Root maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'ube',
    name: { en: 'Ube', tl: 'Ube' },
    aliases: ['ube', 'ubi', 'purple yam', 'greater yam'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of setts', tl: 'Pagtatanim ng binhing ube' },
      { code: 'estab', en: 'Sprouting / staking', tl: 'Pag-usbong at pagtutulos' },
      { code: 'veg', en: 'Vine growth / tuber bulking', tl: 'Paggapang at paglaki ng laman' },
      { code: 'mat', en: 'Vine drying / harvest', tl: 'Pagkatuyo ng baging / pag-aani' },
    ],
  },
  {
    key: 'sweet_potato',
    name: { en: 'Sweet potato', tl: 'Kamote' },
    aliases: ['kamote', 'sweet potato', 'sweetpotato', 'camote'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of vine cuttings', tl: 'Pagtatanim ng talbos' },
      { code: 'estab', en: 'Rooting / establishment', tl: 'Pag-uugat' },
      { code: 'veg', en: 'Vine growth / root bulking', tl: 'Paggapang at paglaki ng laman' },
      { code: 'mat', en: 'Root maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'taro',
    name: { en: 'Taro', tl: 'Gabi' },
    aliases: ['gabi', 'dasheen'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of suckers / corms', tl: 'Pagtatanim ng binhing gabi' },
      { code: 'estab', en: 'Rooting / establishment', tl: 'Pag-uugat' },
      { code: 'veg', en: 'Leaf growth / corm bulking', tl: 'Pagdahon at paglaki ng laman' },
      { code: 'mat', en: 'Corm maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'peanut',
    name: { en: 'Peanut', tl: 'Mani' },
    aliases: ['mani', 'groundnut', 'peanuts'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Sowing', tl: 'Pagtatanim ng buto' },
      EMERGENCE,
      VEGETATIVE_GROWTH,
      { code: 'repro', en: 'Flowering and pegging', tl: 'Pamumulaklak at pagbubunga' },
      { code: 'mat', en: 'Pod filling to harvest', tl: 'Paglalaman ng bunga hanggang ani' },
    ],
  },
  {
    key: 'mungbean',
    name: { en: 'Mungbean', tl: 'Munggo' },
    aliases: ['munggo', 'monggo', 'mongo', 'mung bean', 'mungo'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Sowing', tl: 'Pagtatanim ng buto' },
      VEGETATIVE_GROWTH,
      FLOWERING_POD_SET,
      { code: 'mat', en: 'Pod maturity / picking', tl: 'Paghinog / pamimitas ng bunga' },
    ],
  },
  {
    key: 'string_beans',
    name: { en: 'String beans', tl: 'Sitaw' },
    aliases: ['sitaw', 'sitao', 'string beans', 'string bean', 'yardlong bean', 'pole sitao'],
    stages: [
      LAND_PREPARATION,
      DIRECT_SEEDING,
      { code: 'estab', en: 'Emergence / trellising', tl: 'Pagsibol / pagbabalag' },
      VINE_GROWTH,
      FLOWERING_POD_SET,
      { code: 'mat', en: 'Pod picking', tl: 'Pamimitas ng bunga' },
    ],
  },
  {
    key: 'lowland_vegetables',
    name: { en: 'Lowland vegetables', tl: 'Gulay sa kapatagan' },
    aliases: ['lowland vegetables', 'vegetables (lowland)', 'lowland vegetable', 'lowland veg', 'gulay sa kapatagan'],
    stages: [
      LAND_PREPARATION,
      NURSERY,
      { code: 'plant', en: 'Transplanting / direct seeding', tl: 'Paglilipat-tanim / tuwirang tanim' },
      ESTABLISHMENT,
      VEGETATIVE_GROWTH,
      { code: 'repro', en: 'Flowering and fruiting', tl: 'Pamumulaklak at pamumunga' },
      HARVESTING,
    ],
  },
  {
    key: 'upland_vegetables',
    name: { en: 'Upland vegetables', tl: 'Gulay sa kabundukan' },
    aliases: ['upland vegetables', 'vegetables (upland)', 'upland vegetable', 'upland veg', 'highland vegetables', 'gulay sa kabundukan'],
    stages: [
      LAND_PREPARATION,
      NURSERY,
      TRANSPLANTING,
      ESTABLISHMENT,
      VEGETATIVE_GROWTH,
      { code: 'repro', en: 'Heading / flowering', tl: 'Pagbubuo ng ulo / pamumulaklak' },
      HARVESTING,
    ],
  },
  {
    key: 'eggplant',
    name: { en: 'Eggplant', tl: 'Talong' },
    aliases: ['talong', 'egg plant', 'aubergine', 'brinjal'],
    stages: [
      LAND_PREPARATION,
      SEEDBED,
      TRANSPLANTING,
      ESTABLISHMENT,
      VEGETATIVE_GROWTH,
      FLOWERING_FRUIT_SET,
      { code: 'mat', en: 'Fruit picking', tl: 'Pamimitas ng bunga' },
    ],
  },
  {
    key: 'tomato',
    name: { en: 'Tomato', tl: 'Kamatis' },
    aliases: ['kamatis', 'tomatoes'],
    stages: [
      LAND_PREPARATION,
      SEEDBED,
      TRANSPLANTING,
      { code: 'estab', en: 'Establishment / staking', tl: 'Pagkakaugat / pagtutulos' },
      VEGETATIVE_GROWTH,
      FLOWERING_FRUIT_SET,
      { code: 'mat', en: 'Fruit ripening / picking', tl: 'Paghinog / pamimitas ng bunga' },
    ],
  },
  {
    key: 'ampalaya',
    name: { en: 'Ampalaya', tl: 'Ampalaya' },
    aliases: ['ampalaya', 'bitter gourd', 'bitter melon', 'bittergourd', 'amargoso'],
    stages: [
      LAND_PREPARATION,
      DIRECT_SEEDING,
      { code: 'estab', en: 'Emergence / trellising', tl: 'Pagsibol / pagbabalag' },
      VINE_GROWTH,
      FLOWERING_FRUIT_SET,
      { code: 'mat', en: 'Fruit picking', tl: 'Pamimitas ng bunga' },
    ],
  },
  {
    key: 'pechay',
    name: { en: 'Pechay', tl: 'Petsay' },
    aliases: ['petsay', 'pak choi', 'bok choy', 'pechay tagalog'],
    stages: [LAND_PREPARATION, SEEDBED, TRANSPLANTING, ESTABLISHMENT, { code: 'veg', en: 'Leaf growth', tl: 'Pagdadahon' }, HARVESTING],
  },
  {
    key: 'squash',
    name: { en: 'Squash', tl: 'Kalabasa' },
    aliases: ['kalabasa', 'calabaza', 'pumpkin'],
    stages: [
      LAND_PREPARATION,
      DIRECT_SEEDING,
      EMERGENCE,
      VINE_GROWTH,
      FLOWERING_FRUIT_SET,
      { code: 'mat', en: 'Fruit maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'okra',
    name: { en: 'Okra', tl: 'Okra' },
    aliases: ['okra', 'lady finger', "lady's finger"],
    stages: [LAND_PREPARATION, DIRECT_SEEDING, EMERGENCE, VEGETATIVE_GROWTH, FLOWERING_POD_SET, { code: 'mat', en: 'Pod picking', tl: 'Pamimitas ng bunga' }],
  },
  {
    key: 'onion',
    name: { en: 'Onion', tl: 'Sibuyas' },
    aliases: ['sibuyas', 'bulb onion', 'red onion', 'onions'],
    stages: [
      LAND_PREPARATION,
      SEEDBED,
      TRANSPLANTING,
      ESTABLISHMENT,
      { code: 'veg', en: 'Leaf growth / bulbing', tl: 'Pagdahon at pag-uulo' },
      { code: 'mat', en: 'Bulb maturity / harvest', tl: 'Paghinog ng ulo / pag-aani' },
    ],
  },
  {
    key: 'garlic',
    name: { en: 'Garlic', tl: 'Bawang' },
    aliases: ['bawang'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of cloves', tl: 'Pagtatanim ng butil ng bawang' },
      { code: 'estab', en: 'Sprouting / establishment', tl: 'Pag-usbong at pag-uugat' },
      { code: 'veg', en: 'Leaf growth / bulbing', tl: 'Pagdahon at pag-uulo' },
      { code: 'mat', en: 'Bulb maturity / harvest', tl: 'Paghinog ng ulo / pag-aani' },
    ],
  },
  {
    key: 'ginger',
    name: { en: 'Ginger', tl: 'Luya' },
    aliases: ['luya'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of rhizomes', tl: 'Pagtatanim ng binhing luya' },
      { code: 'estab', en: 'Sprouting', tl: 'Pag-usbong' },
      { code: 'veg', en: 'Tillering / rhizome growth', tl: 'Pagsusuwi at paglaki ng laman' },
      { code: 'mat', en: 'Rhizome maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'banana',
    name: { en: 'Banana', tl: 'Saging' },
    aliases: ['saging', 'bananas', 'saba', 'cavendish', 'lakatan'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of suckers', tl: 'Pagtatanim ng suhi' },
      ESTABLISHMENT,
      VEGETATIVE_GROWTH,
      { code: 'repro', en: 'Shooting / bunch emergence', tl: 'Paglabas ng puso' },
      { code: 'mat', en: 'Bunch filling / harvest', tl: 'Paglaki ng buwig / pag-aani' },
    ],
  },
  {
    key: 'coconut',
    name: { en: 'Coconut', tl: 'Niyog' },
    aliases: ['niyog', 'coco', 'buko'],
    stages: [
      { code: 'prep', en: 'Farm clearing / weeding', tl: 'Paglilinis ng niyugan' },
      PLANTING_REPLANTING,
      { code: 'veg', en: 'Frond growth', tl: 'Paglago ng palapa' },
      { code: 'repro', en: 'Flowering / nut setting', tl: 'Pamumulaklak at pamumunga' },
      { code: 'mat', en: 'Nut maturity / harvest', tl: 'Paghinog ng bunga / pag-aani' },
    ],
  },
  {
    key: 'coffee',
    name: { en: 'Coffee', tl: 'Kape' },
    aliases: ['kape', 'barako', 'kapeng barako', 'robusta', 'arabica', 'excelsa', 'liberica'],
    stages: [
      { code: 'prep', en: 'Pruning / farm sanitation', tl: 'Pagpupungos / paglilinis' },
      PLANTING_REPLANTING,
      VEGETATIVE_FLUSH,
      { code: 'repro', en: 'Flowering and berry setting', tl: 'Pamumulaklak at pamumunga' },
      { code: 'mat', en: 'Cherry ripening / picking', tl: 'Paghinog / pamimitas ng bunga' },
    ],
  },
  {
    key: 'cacao',
    name: { en: 'Cacao', tl: 'Kakaw' },
    aliases: ['kakaw', 'cocoa'],
    stages: [
      { code: 'prep', en: 'Pruning / farm sanitation', tl: 'Pagpupungos / paglilinis' },
      PLANTING_REPLANTING,
      VEGETATIVE_FLUSH,
      FLOWERING_POD_SET,
      { code: 'mat', en: 'Pod ripening / harvest', tl: 'Paghinog ng bunga / pag-aani' },
    ],
  },
  {
    key: 'mango',
    name: { en: 'Mango', tl: 'Mangga' },
    aliases: ['mangga', 'mangoes', 'carabao mango'],
    stages: [
      ORCHARD_PRUNING,
      PLANTING_REPLANTING,
      VEGETATIVE_FLUSH,
      { code: 'repro', en: 'Flower induction / fruit set', tl: 'Pagpapabulaklak at pamumunga' },
      FRUIT_HARVEST,
    ],
  },
  {
    key: 'pineapple',
    name: { en: 'Pineapple', tl: 'Pinya' },
    aliases: ['pinya', 'pina', 'piña', 'queen pineapple'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of suckers / crowns', tl: 'Pagtatanim ng suhi / korona' },
      VEGETATIVE_GROWTH,
      { code: 'repro', en: 'Flower induction / fruiting', tl: 'Pagpapabulaklak at pamumunga' },
      { code: 'mat', en: 'Fruit maturity / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'lanzones',
    name: { en: 'Lanzones', tl: 'Lansones' },
    aliases: ['lansones', 'lanzon', 'langsat', 'duku'],
    stages: [ORCHARD_PRUNING, PLANTING_REPLANTING, VEGETATIVE_FLUSH, FLOWERING_FRUIT_SET, FRUIT_HARVEST],
  },
  {
    key: 'rambutan',
    name: { en: 'Rambutan', tl: 'Rambutan' },
    aliases: ['rambutan'],
    stages: [ORCHARD_PRUNING, PLANTING_REPLANTING, VEGETATIVE_FLUSH, FLOWERING_FRUIT_SET, FRUIT_HARVEST],
  },
  {
    key: 'calamansi',
    name: { en: 'Calamansi', tl: 'Kalamansi' },
    aliases: ['kalamansi', 'calamondin', 'kalamunding'],
    stages: [
      ORCHARD_PRUNING,
      PLANTING_REPLANTING,
      VEGETATIVE_FLUSH,
      FLOWERING_FRUIT_SET,
      { code: 'mat', en: 'Fruit development / picking', tl: 'Paglaki ng bunga / pamimitas' },
    ],
  },
  {
    key: 'papaya',
    name: { en: 'Papaya', tl: 'Papaya' },
    aliases: ['papaya', 'kapaya', 'papayas'],
    stages: [
      LAND_PREPARATION,
      NURSERY,
      TRANSPLANTING,
      ESTABLISHMENT,
      VEGETATIVE_GROWTH,
      FLOWERING_FRUIT_SET,
      { code: 'mat', en: 'Fruit ripening / harvest', tl: 'Paghinog / pag-aani' },
    ],
  },
  {
    key: 'sugarcane',
    name: { en: 'Sugarcane', tl: 'Tubo' },
    aliases: ['tubo', 'sugar cane', 'cane'],
    stages: [
      LAND_PREPARATION,
      { code: 'plant', en: 'Planting of cane points', tl: 'Pagtatanim ng binhing tubo' },
      { code: 'estab', en: 'Germination / tillering', tl: 'Pagsibol at pagsusuwi' },
      { code: 'veg', en: 'Grand growth', tl: 'Mabilis na paglaki' },
      { code: 'mat', en: 'Ripening / harvest', tl: 'Paghinog / pagtabas' },
    ],
  },
];
