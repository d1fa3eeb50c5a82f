// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-ast-dump -fsyntax-only %s 2>/dev/null | FileCheck %s --check-prefix=DUMP

// attach and detach of an array element (OpenACC 3.3 sec. 2.7.12, 2.7.13):
// the element names the pointer stored in it, whose address acc_attach and
// acc_detach take (lib/Transform/AttachToOMP.cpp). The element is part of
// the array, as a member is part of an object: it gives the array no data
// attribute (the compute construct still maps `rows` by its own rules),
// and a local array is not "a local pointer without a device copy" (rule
// 5): its block may be present.

struct T { float *rows[2]; };

void elements(float **rows, int i, struct T *t) {
  float *local[2];
  #pragma acc enter data copyin(local) attach(rows[i], local[1], t->rows[0])
  #pragma acc exit data detach(rows[i], local[1]) finalize
  #pragma acc parallel loop present(rows[0:4]) attach(rows[i + 1])
  for (int j = 0; j < 8; ++j)
    rows[i + 1][j] = 0;
}
// GPU-LABEL: void elements(float **rows, int i, struct T *t) {
// GPU-NEXT: float *local[2];
// GPU-NEXT: #pragma omp target enter data map(to: local)
// GPU-NEXT: acc_attach((void **)&(rows[i]));
// GPU-NEXT: acc_attach((void **)&(local[1]));
// GPU-NEXT: acc_attach((void **)&(t->rows[0]));
// GPU-NEXT: acc_detach_finalize((void **)&(rows[i]));
// GPU-NEXT: acc_detach_finalize((void **)&(local[1]));
// GPU-NEXT: {
// GPU-NEXT: acc_attach((void **)&(rows[i + 1]));
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: rows[0:4]) shared(rows) firstprivate(i) {{.*}}
// GPU-NEXT: for (int j = 0; j < 8; ++j)
// GPU-NEXT: rows[i + 1][j] = 0;
// GPU-NEXT: acc_detach((void **)&(rows[i + 1]));
// GPU-NEXT: }
// GPU-NEXT: }
// MC-LABEL: void elements(float **rows, int i, struct T *t) {
// MC-NEXT: float *local[2];
// MC-NEXT: #pragma omp parallel for shared(rows) firstprivate(i)
// MC-NEXT: for (int j = 0; j < 8; ++j)
// MC-NEXT: rows[i + 1][j] = 0;
// MC-NEXT: }

// DUMP: attach rows[i] <exp>
// DUMP: attach local[1] <exp>
// DUMP: detach rows[i] <exp>
