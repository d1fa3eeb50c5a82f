// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %t.gpu | FileCheck %s %}

// CUDA interoperability (OpenACC 3.3, Appendix A.2.1; docs/API.md, "CUDA
// interoperability"): a CUDA kernel on acc_get_cuda_stream(1) between two
// constructs on queue 1 runs after the first and before the second; the
// same on the stream of acc_async_sync between two synchronous constructs,
// and on a stream of the program's own that acc_set_cuda_stream gives
// queue 2, where acc_wait(2) also waits for the CUDA kernel. The kernel
// (PTX, loaded with the CUDA driver API from libcuda.so.1, which the
// program opens itself) reads its input at once, then spins 100 ms, then
// writes: if it started too early it reads stale input, and a construct
// that started too early reads its stale output. The first construct of
// each pair also runs long on the GPU (a chain of multiply-adds).
// Without a GPU (-acc=host, or -acc=gpu on a machine without one) the
// routines return NULL and the program does the kernel's work on the host
// after waiting for the queue; it prints the same lines.

#include <dlfcn.h>
#include <openacc.h>
#include <stdio.h>

#define N (1 << 16)
#define EXPECT(What, Cond) printf("%s: %s\n", What, (Cond) ? "ok" : "FAIL")

typedef int CUresult;
typedef void *CUmodule, *CUfunction, *CUstream, *CUcontext;

static struct {
  CUresult (*CtxPushCurrent)(CUcontext);
  CUresult (*ModuleLoadData)(CUmodule *, const void *);
  CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, CUstream, void **,
                           void **);
  CUresult (*StreamCreate)(CUstream *, unsigned);
  CUfunction Kernel;
} Cuda;

// out[i] = 2 * in[i], in[i] read before a spin of ns nanoseconds.
static const char Ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry read_spin_double(.param .u64 in, .param .u64 out,\n"
    "    .param .u32 n, .param .u64 ns) {\n"
    "  .reg .pred %p<3>; .reg .b32 %r<8>; .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [in]; ld.param.u64 %rd2, [out];\n"
    "  ld.param.u32 %r1, [n]; ld.param.u64 %rd3, [ns];\n"
    "  mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x; mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "  setp.ge.s32 %p1, %r5, %r1; @%p1 bra DONE;\n"
    "  cvta.to.global.u64 %rd7, %rd1; mul.wide.s32 %rd9, %r5, 4;\n"
    "  add.s64 %rd10, %rd7, %rd9; ld.volatile.global.u32 %r6, [%rd10];\n"
    "  mov.u64 %rd4, %globaltimer;\n"
    "SPIN:\n"
    "  mov.u64 %rd5, %globaltimer; sub.u64 %rd6, %rd5, %rd4;\n"
    "  setp.lt.u64 %p2, %rd6, %rd3; @%p2 bra SPIN;\n"
    "  shl.b32 %r7, %r6, 1; cvta.to.global.u64 %rd8, %rd2;\n"
    "  add.s64 %rd11, %rd8, %rd9; st.global.u32 [%rd11], %r7;\n"
    "DONE:\n  ret;\n}\n";

static int loadCuda(void) {
  void *Lib = dlopen("libcuda.so.1", RTLD_NOW);
  CUmodule Module;
  if (!Lib)
    return 0;
  *(void **)&Cuda.CtxPushCurrent = dlsym(Lib, "cuCtxPushCurrent_v2");
  *(void **)&Cuda.ModuleLoadData = dlsym(Lib, "cuModuleLoadData");
  *(void **)&Cuda.ModuleGetFunction = dlsym(Lib, "cuModuleGetFunction");
  *(void **)&Cuda.LaunchKernel = dlsym(Lib, "cuLaunchKernel");
  *(void **)&Cuda.StreamCreate = dlsym(Lib, "cuStreamCreate");
  // The context libomptarget uses, so that device addresses are valid.
  return Cuda.CtxPushCurrent(acc_get_current_cuda_context()) == 0 &&
         Cuda.ModuleLoadData(&Module, Ptx) == 0 &&
         Cuda.ModuleGetFunction(&Cuda.Kernel, Module, "read_spin_double") == 0;
}

// b = 2 * a: the CUDA kernel on Stream, or on the host after queue Queue
// when there is no stream.
static int doubleOn(void *Stream, int Queue, int *A, int *B) {
  if (!Stream) {
    acc_wait(Queue);
    for (int I = 0; I < N; ++I)
      B[I] = 2 * A[I];
    return 1;
  }
  int Ok;
#pragma acc host_data use_device(A, B)
  {
    int Count = N;
    unsigned long long Ns = 100000000ull;
    void *Args[] = {&A, &B, &Count, &Ns};
    Ok = Cuda.LaunchKernel(Cuda.Kernel, N / 256, 1, 1, 256, 1, 1, 0, Stream,
                           Args, 0) == 0;
  }
  return Ok;
}

int main(void) {
  static int a[N], b[N];
  int *A = a, *B = b;
  int Gpu = acc_get_device_type() != acc_device_host;
  // A long chain on the GPU (about 50 ms on an H100); one step elsewhere.
  // Zero is 0 at run time, which the compiler cannot know.
  int Steps = Gpu ? 20000000 : 1, Zero = Gpu ? 0 : Steps - 1;
  for (int I = 0; I < N; ++I)
    b[I] = -1;
  void *S1 = acc_get_cuda_stream(1), *Sync = acc_get_cuda_stream(acc_async_sync);
  EXPECT("streams of queue 1 and acc_async_sync",
         Gpu ? S1 && Sync && S1 != Sync && acc_get_cuda_stream(1) == S1
             : !S1 && !Sync);
  EXPECT("CUDA driver", !Gpu || loadCuda());
#pragma acc enter data copyin(A[0:N], B[0:N])

  // Queue 1: construct, CUDA kernel, construct.
#pragma acc parallel loop present(A[0:N]) async(1)
  for (int I = 0; I < N; ++I) {
    unsigned V = I;
    for (int K = 0; K < Steps; ++K)
      V = V * 1664525u + 1013904223u;
    A[I] = I + 1 + (int)(V & Zero);
  }
  EXPECT("launch on queue 1's stream", doubleOn(S1, 1, A, B));
  EXPECT("queue 1 busy while its stream is",
         !Gpu || acc_async_test(1) == 0);
#pragma acc parallel loop present(A[0:N], B[0:N]) async(1)
  for (int I = 0; I < N; ++I)
    A[I] = B[I] + 1;
  acc_wait(1);
  EXPECT("queue 1 done after acc_wait", acc_async_test(1));
#pragma acc update self(A[0:N])
  int Bad = 0;
  for (int I = 0; I < N; ++I)
    Bad += a[I] != 2 * (I + 1) + 1;
  EXPECT("construct, CUDA kernel, construct on queue 1", Bad == 0);
  if (Bad)
    printf("  %d wrong, a[0] = %d, a[N-1] = %d\n", Bad, a[0], a[N - 1]);

  // acc_async_sync: synchronous construct, CUDA kernel, synchronous construct.
#pragma acc parallel loop present(A[0:N])
  for (int I = 0; I < N; ++I) {
    unsigned V = I;
    for (int K = 0; K < Steps; ++K)
      V = V * 1664525u + 1013904223u;
    A[I] = I + 3 + (int)(V & Zero);
  }
  EXPECT("launch on acc_async_sync's stream",
         doubleOn(Sync, acc_async_sync, A, B));
#pragma acc parallel loop present(A[0:N], B[0:N])
  for (int I = 0; I < N; ++I)
    A[I] = B[I] - 1;
#pragma acc update self(A[0:N])
  Bad = 0;
  for (int I = 0; I < N; ++I)
    Bad += a[I] != 2 * (I + 3) - 1;
  EXPECT("construct, CUDA kernel, construct without async", Bad == 0);

  // Queue 2 on the program's own stream: acc_wait(2) waits for its kernel.
  void *Own = 0;
  if (Gpu)
    Cuda.StreamCreate(&Own, 0);
  EXPECT("acc_set_cuda_stream",
         Gpu ? acc_set_cuda_stream(2, Own) == 1 && acc_get_cuda_stream(2) == Own
             : acc_set_cuda_stream(2, B) == 0 && !acc_get_cuda_stream(2));
#pragma acc parallel loop present(A[0:N]) async(2)
  for (int I = 0; I < N; ++I)
    A[I] = 5 * I;
  EXPECT("launch on queue 2's stream", doubleOn(Own, 2, A, B));
  acc_wait(2);
#pragma acc update self(B[0:N])
  Bad = 0;
  for (int I = 0; I < N; ++I)
    Bad += b[I] != 10 * I;
  EXPECT("acc_wait(2) waits for the CUDA kernel", Bad == 0);
#pragma acc exit data delete(A[0:N], B[0:N])
  return 0;
}

// CHECK: streams of queue 1 and acc_async_sync: ok
// CHECK-NEXT: CUDA driver: ok
// CHECK-NEXT: launch on queue 1's stream: ok
// CHECK-NEXT: queue 1 busy while its stream is: ok
// CHECK-NEXT: queue 1 done after acc_wait: ok
// CHECK-NEXT: construct, CUDA kernel, construct on queue 1: ok
// CHECK-NEXT: launch on acc_async_sync's stream: ok
// CHECK-NEXT: construct, CUDA kernel, construct without async: ok
// CHECK-NEXT: acc_set_cuda_stream: ok
// CHECK-NEXT: launch on queue 2's stream: ok
// CHECK-NEXT: acc_wait(2) waits for the CUDA kernel: ok
