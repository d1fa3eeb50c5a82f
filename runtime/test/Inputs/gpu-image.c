/*===- gpu-image.c - An offload image for the 'gpu' tests ----------------===*\
|*                                                                            *|
|* Part of accc, an OpenACC to OpenMP compiler built on Clang.                *|
|*                                                                            *|
|* libomptarget counts a GPU only once a program registers an offload image   *|
|* for it. lit.cfg.py builds this file into a shared library with an NVPTX   *|
|* image and links it into every test program when the 'gpu' feature is on, *|
|* so that the tests see the machine's GPUs without being compiled for the   *|
|* GPU themselves. The image holds one variable and no kernel, so it needs  *|
|* no OpenMP device runtime.                                                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#pragma omp declare target
int accc_gpu_image_anchor = 1;
#pragma omp end declare target
