// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=MC

// async(q) -> nowait depend(inout: queue q); wait(q) -> depend(in: queue q).
// Every compute construct and update with async ends with the cleanup of
// the const that holds q, __accc_async_end: it waits for the queue when q
// (or acc_async_noval) is acc_async_sync at run time, or when the queue has
// a CUDA stream (docs/Mapping.md, "async and wait").

void f(float *a, int n, int q) {
// GPU-LABEL: void f(
#pragma acc enter data copyin(a[0:n]) async(1)
  // enter data and exit data stay synchronous in a libacc scope that defers
  // their copies or waits for the queue (AsyncToOMP.cpp rule 6).
  // GPU: {{^}}const int __accc_async __attribute__((cleanup(__accc_async_data_end))) = __accc_async_data_begin((1), 1);
  // GPU-NEXT: {{^}}#pragma omp target enter data map(to: a[0:n]){{$}}
#pragma acc parallel loop present(a[0:n]) async(q) wait(1)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  // GPU: {
  // GPU: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (q);
  // GPU: #pragma omp target teams distribute parallel for {{.*}} nowait depend(inout: *__accc_queue(__accc_async)) depend(in: *__accc_queue(1))
  // GPU: for
  // GPU: a[i] += 1;
  // GPU: }
#pragma acc update self(a[0:n]) async wait
  // GPU: {{^}}{
  // GPU-NEXT: {{^}}acc_wait_all();
  // GPU-NEXT: {{^}}const int __accc_async __attribute__((cleanup(__accc_async_end))) = (acc_async_noval);
  // GPU-NEXT: {{^}}#pragma omp target update from(present: a[0:n]) nowait depend(inout: *__accc_queue(__accc_async)){{$}}
  // GPU-NEXT: {{^}}}
#pragma acc update device(a[0:n]) async(4)
  // A constant queue number ends with the hook too.
  // GPU: {{^}}{
  // GPU-NEXT: {{^}}const int __accc_async __attribute__((cleanup(__accc_async_end))) = (4);
  // GPU-NEXT: {{^}}#pragma omp target update to(present: a[0:n]) nowait depend(inout: *__accc_queue(__accc_async)){{$}}
  // GPU-NEXT: {{^}}}
#pragma acc enter data create(a[0:n]) wait
  // `wait` alone on a data directive: acc_wait_all(), which also waits for
  // the queues' CUDA streams.
  // GPU: {{^}}acc_wait_all();
  // GPU-NEXT: {{^}}#pragma omp target enter data map(alloc: a[0:n]){{$}}
#pragma acc exit data delete(a[0:n]) async(-2)
  // GPU: {{^}}#pragma omp target exit data map(release: a[0:n]){{$}}
#pragma acc exit data copyout(a[0:n]) async(q) wait(2)
  // GPU: {{^}}#pragma omp taskwait depend(in: *__accc_queue(2))
  // GPU-NEXT: {{^}}{
  // GPU-NEXT: {{^}}const int __accc_async __attribute__((cleanup(__accc_async_data_end))) = __accc_async_data_begin((q), 0);
  // GPU-NEXT: {{^}}#pragma omp target exit data map(from: a[0:n]){{$}}
  // GPU-NEXT: {{^}}}
#pragma acc data copy(a[0:n]) wait(q) async(2)
  { }
  // GPU: #pragma omp taskwait depend(in: *__accc_queue(q))
  // GPU: #pragma omp target data map(ompx_hold, tofrom: a[0:n])
#pragma acc parallel num_gangs(1) wait
  { a[0] = 0; }
  // GPU: {
  // GPU: acc_wait_all();
  // GPU: #pragma omp target teams
  // A data region that enqueues async work waits for it before its exit
  // actions (AsyncToOMP.cpp rule 5).
#pragma acc data copyout(a[0:n])
  {
#pragma acc parallel loop async(3)
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
  // GPU: #pragma omp target data map(ompx_hold, from: a[0:n])
  // GPU-NEXT: {
  // GPU-NEXT: {
  // GPU: for (int i = 0; i < n; ++i)
  // GPU-NEXT: a[i] = i;
  // GPU-NEXT: }
  // GPU-NEXT: }
  // GPU-NEXT: acc_wait_all();
  // GPU-NEXT: }
}

// Multicore: constructs run synchronously on the host, async/wait vanish.
// MC-NOT: {{^}}#pragma omp {{.*}}nowait
// MC-NOT: {{^}}#pragma omp {{.*}}depend
// MC-NOT: {{^}}#pragma omp taskwait

// A worker loop stays apart from its target region: only the target
// directive takes nowait and depend.
void worker_loop(int n, float *x) {
#pragma acc parallel loop async(3) worker copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] += 1;
}
// GPU-LABEL: void worker_loop(int n, float *x) {
// GPU: {{^}}const int __accc_async __attribute__((cleanup(__accc_async_end))) = (3);
// GPU-NEXT: {{^}}#pragma omp target teams {{.*}} nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: {{^}}#pragma omp parallel for shared(n, x){{$}}
