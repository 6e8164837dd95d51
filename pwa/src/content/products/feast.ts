import image from '../images/products/feast.svg';
import { productImage } from '../image-refs';
import { productTitles } from '../product-index';
import type { ProductPage } from '../types';

export const product: ProductPage = {
  slug: 'feast',
  title: productTitles.feast,
  summary: 'FEAST, the finite-element analysis software of ISRO’s Vikram Sarabhai Space Centre, for structural, thermal, dynamic and electromagnetic problems.',
  layout: 'blocks',
  images: [
    {
      image: productImage(image, 'FEAST finite-element mesh of a shell structure with a stress contour plot'),
      title: 'FEAST',
      description: 'Finite-element analysis from India’s space programme.',
    },
  ],
  overview: [
    'FEAST is finite-element analysis software developed at the Vikram Sarabhai Space Centre (VSSC) of ISRO. It covers linear static, free vibration and buckling analysis, visco-elastic and thermo-elastic analysis, heat transfer and transient analysis.',
    'For dynamics it offers frequency and random response and shock response spectra. It also handles fluid–structure interaction, electrostatic and electromagnetic problems, and fracture with XFEM.',
    'The 2022 setup, the installation guide, 22 tutorials, the verification manual and the user manual are available from our Downloads page.',
  ],
  keyFeatures: [
    'Linear static, free vibration and buckling analysis',
    'Visco-elastic and thermo-elastic analysis',
    'Steady and transient heat transfer; transient dynamics',
    'Frequency response, random response and shock response spectra',
    'Fluid–structure, electrostatic and electromagnetic analysis',
    'Fracture analysis with XFEM',
  ],
  specifications: [
    ['Developed at', 'Vikram Sarabhai Space Centre (VSSC), ISRO'],
    ['Structural analysis', 'Linear static, free vibration, buckling, visco-elastic, thermo-elastic'],
    ['Dynamic analysis', 'Transient, frequency response, random response, shock response spectra'],
    ['Thermal analysis', 'Heat transfer'],
    ['Multiphysics', 'Fluid–structure, electrostatic, electromagnetic'],
    ['Fracture', 'XFEM'],
    ['Setup version', '2022'],
    ['Documentation', 'Installation guide, 22 tutorials, verification manual, user manual'],
  ],
  links: [
    { label: 'Downloads and manuals', href: '/downloads' },
    { label: 'NAFED 2025', href: '/events#nafed2025' },
    { label: 'Ask about training', href: '/contact' },
  ],
};
