// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %accc -acc=host -c -fopenacc-keep-omp %s -o x.o
// RUN: FileCheck %s --input-file=%t.dir/directive-line-markers.omp.c
// RUN: %if gpu-compile %{ cd %t.dir && %accc -acc=gpu -c -fopenacc-keep-omp -fno-openacc-profiling -fno-openacc-direct-kernels %s -o y.o %}
// RUN: %if gpu-compile %{ FileCheck %s --check-prefix=GPU --input-file=%t.dir/directive-line-markers.omp.c %}
// RUN: %if gpu-compile %{ cd %t.dir && %accc -acc=gpu -c -fopenacc-keep-omp -fno-openacc-profiling %s -o y.o %}
// RUN: %if gpu-compile %{ FileCheck %s --check-prefix=DIRECT --input-file=%t.dir/directive-line-markers.omp.c %}

// The compiled translation keeps the user's lines with #line markers
// (lib/Print/SourcePrinter.cpp): every OpenMP directive is on its OpenACC
// directive's line, also after the statements that open the translation
// (the profiling hooks, an async queue's const), so that the runtime's
// messages (libomptarget's "FILE:LINE:COL: omptarget fatal error", libacc's
// data errors) and the debug information name the user's line.

void f(double *a, int n, int q) {
#pragma acc parallel loop copy(a[0:n]) async(q)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}
// CHECK:      {{^}}__ACCC_PROF_BEGIN(0, 16,
// CHECK-NEXT: {{^}}#line 16 "{{.*}}directive-line-markers.c"
// CHECK-NEXT: {{^}}#pragma omp parallel for
// GPU:        {{^}}const int __accc_async
// GPU-NEXT:   {{^}}#line 16 "{{.*}}directive-line-markers.c"
// GPU-NEXT:   {{^}}#pragma omp target teams
// The direct kernel (lib/Transform/DirectKernels.cpp) and its fallback:
// DIRECT:      {{^}}const int __accc_cv0_kx =
// DIRECT-NEXT: {{^}}#line 16 "{{.*}}directive-line-markers.c"
// DIRECT-NEXT: {{^}}#pragma omp target teams ompx_bare
// DIRECT:      {{^}}#pragma clang diagnostic pop
// DIRECT-NEXT: {{^}}#line 16 "{{.*}}directive-line-markers.c"
// DIRECT-NEXT: {{^}}#pragma omp target teams distribute parallel for
