// The widget `doctors/DoctorsSlider` (WIDGETS.doctorsSlider) that the shell mounts on the mobile home page.
// Swiper and its CSS stay in this chunk: nothing else in the site loads them.
export { DoctorsSlider as default } from '../widgets/doctors-slider/DoctorsSlider';
