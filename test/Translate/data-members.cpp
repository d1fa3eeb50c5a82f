// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c++ -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c++ -
// RUN: %accc -acc=gpu -fopenacc-ast-dump %s 2>/dev/null | FileCheck %s --check-prefix=DMP

// Parts of objects in data clauses (OpenACC 3.3 sec. 2.7.1): struct members
// through a pointer or a variable, and in member functions `this[0:1]` and
// the members themselves. They are printed as written: OpenMP maps them the
// same way, attaching a pointer member of a present struct (sec. 2.6.4); on
// the GPU a compute construct reads a pointer member through a local
// (pointer-member-locals.c). The items give the variable holding the object
// no data attribute of its own.

struct Vec {
  int n;
  float *p;
  float a[4];
};

void pointer_members(Vec *v) {
  #pragma acc enter data copyin(v[0:1]) copyin(v->p[0:v->n])
  #pragma acc parallel loop present(v[0:1], v->p[0:v->n])
  for (int i = 0; i < v->n; ++i)
    v->p[i] += 1;
  #pragma acc update self(v->p[0:v->n], v->n)
  #pragma acc exit data copyout(v->p[0:v->n]) delete(v[0:1])
}
// GPU-LABEL: void pointer_members(Vec *v) {
// GPU-NEXT: (void)__accc_attach_present((void **)&(v->p));
// GPU-NEXT: #pragma omp target enter data map(to: v[0:1], v->p[0:v->n])
// GPU-NEXT: {
// GPU-NEXT: float *__accc_member_v_p0 = v->p;
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: v[0:1], __accc_member_v_p0[0:v->n]) shared(v, __accc_member_v_p0) thread_limit(512) dist_schedule(static, (v->n) >= 4194304 ? 8192 : (v->n) >= 2097152 ? 4096 : (v->n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (int i = 0; i < v->n; ++i)
// GPU-NEXT: __accc_member_v_p0[i] += 1;
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target update from(present: v->p[0:v->n])
// GPU-NEXT: #pragma omp target update from(present: v->n)
// GPU-NEXT: acc_detach((void **)&(v->p));
// GPU-NEXT: #pragma omp target exit data map(from: v->p[0:v->n]) map(release: v[0:1])
// MC-LABEL: void pointer_members(Vec *v) {
// MC-NEXT: #pragma omp parallel for shared(v)

// A struct variable is imp copy in the compute construct (an aggregate)
// even though a member of it is in a data clause around it.
void struct_members(Vec s, float *out) {
  #pragma acc data copyin(s) copyin(s.p[0:s.n]) copyout(out[0:4])
  {
    #pragma acc parallel loop
    for (int i = 0; i < 4; ++i)
      out[i] = s.a[i] + s.p[i % s.n];
  }
}
// GPU-LABEL: void struct_members(Vec s, float *out) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_attached0 = __accc_attach_present((void **)&(s.p));
// GPU-NEXT: #pragma omp target data map(ompx_hold, to: s, s.p[0:s.n]) map(ompx_hold, from: out[0:4])
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: s) shared(s) thread_limit(512) dist_schedule(static, 1024)

template <typename T> struct Holder {
  int n;
  T *data;
  void enter() {
    #pragma acc enter data copyin(this[0:1]) create(data[0:n])
  }
  void scale(T f) {
    #pragma acc parallel loop present(this[0:1], data[0:n])
    for (int i = 0; i < n; ++i)
      data[i] *= f;
  }
  void exit() {
    #pragma acc exit data copyout(data[0:n]) delete(this[0:1])
  }
};
template struct Holder<float>;
// GPU-LABEL: template <typename T> struct Holder {
// GPU: #pragma omp target enter data map(to: this[0:1]) map(alloc: data[0:n])
// GPU: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: this[0:1], data[0:n]) firstprivate(f) thread_limit(512) dist_schedule(static, (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU: #pragma omp target exit data map(from: data[0:n]) map(release: this[0:1])
// use_device of a member named in a member function (the one member form
// clang accepts there, OpenACC 3.3 sec. 2.8): use_device_ptr of a pointer
// member, use_device_addr of an array member, which OpenMP takes for
// members of `this`.
struct Device {
  float *p;
  float a[4];
  void addresses(float **q, float **b) {
    #pragma acc host_data use_device(p, a)
    {
      *q = p;
      *b = a;
    }
  }
};
// GPU-LABEL: void addresses(float **q, float **b) {
// GPU-NEXT: #pragma omp target data use_device_ptr(p) use_device_addr(a)
// MC-LABEL: void addresses(float **q, float **b) {
// MC-NEXT: {
// MC-NEXT: *q = p;
// The dump shows such items as written.
// DMP: copyin v->p[0:v->n] <exp>
// DMP: present this[0:1] <exp>
// DMP: use_device p <exp>
