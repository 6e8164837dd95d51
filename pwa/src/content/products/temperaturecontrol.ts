import image from '../images/products/temperaturecontrol.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'temperaturecontrol',
  title: productTitles.temperaturecontrol,
  summary: 'A PLC training kit with a 3 L stainless steel tank, float sensor and 1000 W heater for learning temperature control.',
  layout: 'tabs',
  images: [
    {
      image: productImage(image, 'Temperature control kit with a steel tank, heater and control panel'),
      title: 'Temperature control kit',
      description: 'Heat water to a set point under PLC control.',
    },
  ],
  overview: [
    'Temperature control is at the heart of many process plants. This kit heats water in a 3 L stainless steel tank with a 1000 W, 230 V heater, while a float sensor reports the water level, so the program can keep the heater off when the tank is low.',
    'Students program the PLC to reach and hold a set temperature and to interlock the heater with the water level. The kit uses our standard construction: powder-coated frame, acrylic panel, 24 V control signals and banana sockets.',
  ],
  keyFeatures: [
    '3 L stainless steel tank',
    '1000 W, 230 V heater',
    'Float sensor for the water level',
    'Powder-coated frame, acrylic panel, banana sockets, 24 V',
  ],
  specifications: [
    ['Tank', '3 L, stainless steel'],
    ['Heater', '1000 W, 230 V'],
    ['Level sensing', 'Float sensor'],
    ['Construction', 'Powder-coated frame, acrylic panel'],
    ['Connections', 'Banana sockets, 24 V control'],
  ],
  links: [
    { label: 'Ask for a quotation', href: '/contact' },
    { label: 'Water Level Control Kit', href: '/products/waterlevel' },
    { label: 'Temperature Controlled Fan Kit', href: '/products/fankit' },
  ],
};
