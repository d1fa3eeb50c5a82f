/*===- openacc.h - OpenACC 3.3 runtime library interface ------------------===*\
|*                                                                            *|
|* Part of accc, an OpenACC to OpenMP compiler built on Clang.                *|
|*                                                                            *|
|* The OpenACC 3.3 API (chapter 3) as implemented by libacc. Usable from C    *|
|* and C++, with or without _OPENACC. Only what libacc implements is declared *|
|* here.                                                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ACCC_OPENACC_H
#define ACCC_OPENACC_H

#include <stddef.h>

#if defined(__cplusplus) && __cplusplus >= 201103L
#define __ACCC_NOTHROW noexcept
#elif defined(__cplusplus)
#define __ACCC_NOTHROW throw()
#else
#define __ACCC_NOTHROW
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* OpenACC 3.3, sec. 3.1: device types. The values are implementation-defined;
   these are nvc's (and Flang's), so that numbers printed by programs ported
   from nvc mean the same. acc_device_radeon is accepted and has no devices in
   libacc. */
typedef enum acc_device_t {
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 3,
  acc_device_nvidia = 4,
  acc_device_radeon = 5,
  acc_device_current = 10
} acc_device_t;

/* OpenACC 3.3, sec. 3.2.6: properties for acc_get_property (integer) and
   acc_get_property_string (string). Values are implementation-defined. */
typedef enum acc_device_property_t {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_shared_memory_support = 3,
  acc_property_name = 4,
  acc_property_vendor = 5,
  acc_property_driver = 6
} acc_device_property_t;

/* OpenACC 3.3, sec. 2.16: special async-argument values (implementation-
   defined negative values; the same as GCC's for noval and sync). */
typedef enum acc_async_t {
  acc_async_noval = -1,
  acc_async_sync = -2,
  acc_async_default = -3
} acc_async_t;

/* Sec. 3.2.1 - 3.2.8: device management. */
int acc_get_num_devices(acc_device_t dev_type) __ACCC_NOTHROW;
void acc_set_device_type(acc_device_t dev_type) __ACCC_NOTHROW;
acc_device_t acc_get_device_type(void) __ACCC_NOTHROW;
void acc_set_device_num(int dev_num, acc_device_t dev_type) __ACCC_NOTHROW;
int acc_get_device_num(acc_device_t dev_type) __ACCC_NOTHROW;
size_t acc_get_property(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property) __ACCC_NOTHROW;
const char *
acc_get_property_string(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property) __ACCC_NOTHROW;
void acc_init(acc_device_t dev_type) __ACCC_NOTHROW;
void acc_init_device(int dev_num, acc_device_t dev_type) __ACCC_NOTHROW;
void acc_shutdown(acc_device_t dev_type) __ACCC_NOTHROW;
void acc_shutdown_device(int dev_num, acc_device_t dev_type) __ACCC_NOTHROW;

/* Sec. 3.2.9: acc_async_test: nonzero when every operation on the queue (or
   on every queue) has completed. */
int acc_async_test(int wait_arg) __ACCC_NOTHROW;
int acc_async_test_device(int wait_arg, int dev_num) __ACCC_NOTHROW;
int acc_async_test_all(void) __ACCC_NOTHROW;
int acc_async_test_all_device(int dev_num) __ACCC_NOTHROW;

/* Sec. 3.2.10: acc_wait. acc_async_wait and acc_async_wait_all are the
   OpenACC 1.0 names of acc_wait and acc_wait_all. */
void acc_wait(int wait_arg) __ACCC_NOTHROW;
void acc_wait_device(int wait_arg, int dev_num) __ACCC_NOTHROW;
void acc_wait_all(void) __ACCC_NOTHROW;
void acc_wait_all_device(int dev_num) __ACCC_NOTHROW;
void acc_async_wait(int wait_arg) __ACCC_NOTHROW;
void acc_async_wait_all(void) __ACCC_NOTHROW;

/* Sec. 3.2.11: acc_wait_async. */
void acc_wait_async(int wait_arg, int async_arg) __ACCC_NOTHROW;
void acc_wait_device_async(int wait_arg, int async_arg,
                           int dev_num) __ACCC_NOTHROW;
void acc_wait_all_async(int async_arg) __ACCC_NOTHROW;
void acc_wait_all_device_async(int async_arg, int dev_num) __ACCC_NOTHROW;

/* Sec. 3.2.12: acc_wait_any. */
int acc_wait_any(int count, int wait_arg[]) __ACCC_NOTHROW;
int acc_wait_any_device(int count, int wait_arg[], int dev_num) __ACCC_NOTHROW;

/* OpenACC 3.3, Appendix A.2.1: CUDA interoperability of the NVIDIA target
   platform, with the types of nvc's openacc.h (the spec's
   acc_get_current_cuda_device returns void *). acc_get_current_cuda_device
   returns the CUdevice of the current device, acc_get_current_cuda_context
   its primary context (the one the OpenMP offload runtime uses).
   acc_get_cuda_stream returns the CUDA stream of activity queue async_arg of
   the current device (acc_async_noval: the default queue's; acc_async_sync:
   the stream of synchronous operations), created on the first call;
   acc_set_cuda_stream makes `stream` the queue's stream and returns 1. CUDA
   work put on that stream is ordered with the queue's operations in both
   directions, and waits and tests of the queue include it; a queue with a
   stream runs its operations synchronously with the host thread. When the
   current device is the host or libcuda is missing they return -1, NULL,
   NULL and 0 (also 0 for a null stream). docs/API.md, "CUDA
   interoperability". */
int acc_get_current_cuda_device(void) __ACCC_NOTHROW;
void *acc_get_current_cuda_context(void) __ACCC_NOTHROW;
void *acc_get_cuda_stream(int async_arg) __ACCC_NOTHROW;
int acc_set_cuda_stream(int async_arg, void *stream) __ACCC_NOTHROW;

/* accc internal, called by the code accc generates (not OpenACC API):
   __accc_queue returns the OpenMP dependence address of activity queue
   async_arg of the current device (acc_async_noval: the thread's default
   queue) and counts one more operation on it; __accc_async_end ends every
   compute construct and update directive with an async clause, waiting
   for its queue when *async_arg resolves to acc_async_sync or the queue
   has a CUDA stream. docs/Mapping.md, "async and wait". */
char *__accc_queue(int async_arg) __ACCC_NOTHROW;
void __accc_async_end(const int *async_arg) __ACCC_NOTHROW;

/* accc internal: the scope of an enter data (enter = 1) or exit data
   (enter = 0) directive with async(async_arg), whose OpenMP directives run
   synchronously: enter data maps and counts its data at once and puts only
   the copies on the queue; exit data first waits for the queue. Returns
   async_arg; __accc_async_data_end, the cleanup of the const that holds
   it, closes the scope. docs/Mapping.md, "async and wait". */
int __accc_async_data_begin(int async_arg, int enter) __ACCC_NOTHROW;
void __accc_async_data_end(const int *async_arg) __ACCC_NOTHROW;

/* accc internal: the zero modifier (create(zero:), copyout(zero:)) of an
   enter data or compute construct with async(async_arg): sets the current
   device's copy of [host, host + bytes), which the directive has just
   allocated and mapped, to zero on activity queue async_arg. Nothing on the
   host device. docs/Mapping.md, "The zero modifier". */
void __accc_zero_async(const void *host, size_t bytes,
                       int async_arg) __ACCC_NOTHROW;

/* accc internal, called by the code accc compiles (not printed, not OpenACC
   API): the profiling hooks (docs/Profiling.md). One static site per
   construct holds what acc_prof_info reports of it; `construct` is its
   acc_construct_t (acc_prof.h). A compiled construct runs
     if (__accc_prof_active) __accc_prof_begin(&site, async_arg);
   before its OpenMP and the matching __accc_prof_end after it; a data
   construct also calls __accc_prof_data_entered first thing in its region
   and __accc_prof_data_exiting last thing. __accc_prof_begin gives the
   construct's start event (compute_construct_start; enter_data_start for
   data and enter data; exit_data_start for exit data; update_start; none
   for wait, init, shutdown, set, host_data, whose runtime routines give
   theirs) and makes the site the thread's current construct, which the
   events of the runtime inside it report (src_file, line, parent
   construct); __accc_prof_end gives the end event and restores the
   previous site. __accc_prof_active is nonzero while a callback is
   registered: with none the cost is one load and branch per construct.
   async_arg: the construct's async argument, acc_async_sync without one,
   acc_async_noval for `async` alone. */
struct __accc_prof_site {
  int construct;
  int line_no, end_line_no;
  int func_line_no, func_end_line_no;
  const char *src_file;
  const char *func_name;
};
extern int __accc_prof_active;
void __accc_prof_begin(const struct __accc_prof_site *site,
                       int async_arg) __ACCC_NOTHROW;
void __accc_prof_end(const struct __accc_prof_site *site,
                     int async_arg) __ACCC_NOTHROW;
void __accc_prof_data_entered(const struct __accc_prof_site *site) __ACCC_NOTHROW;
void __accc_prof_data_exiting(const struct __accc_prof_site *site) __ACCC_NOTHROW;
/* A `declare` whose data lifetime a `return` ends: its exit actions at each
   return and at the block's end are a pair of their own, begun with
   __accc_prof_exit_begin (exit_data_start) and ended with __accc_prof_end
   (exit_data_end); its entry is __accc_prof_begin and __accc_prof_end. */
void __accc_prof_exit_begin(const struct __accc_prof_site *site,
                            int async_arg) __ACCC_NOTHROW;

/* The calls as the translation writes them, one compound statement per
   construct (lib/Transform/ProfilingHooks.cpp): the construct's site and
   the flag read once, so that its hooks stay balanced when a callback is
   registered or removed meanwhile. The names are the same in every
   construct: the innermost in scope is the construct's own. Spelled here,
   in a system header, so that the user's warning flags (-Wshadow,
   -Wreserved-identifier, ...) do not apply to them. */
#define __ACCC_PROF_SITE(construct, line, end_line, func_line,             \
                         func_end_line, file, func)                        \
  static const struct __accc_prof_site __accc_site = {                     \
      construct, line, end_line, func_line, func_end_line, file, func};    \
  const int __accc_prof_on = __accc_prof_active;
#define __ACCC_PROF_BEGIN(construct, line, end_line, func_line,            \
                          func_end_line, file, func, async_arg)            \
  __ACCC_PROF_SITE(construct, line, end_line, func_line, func_end_line,    \
                   file, func)                                             \
  if (__accc_prof_on)                                                      \
    __accc_prof_begin(&__accc_site, async_arg);
#define __ACCC_PROF_EXIT_BEGIN(construct, line, end_line, func_line,       \
                               func_end_line, file, func, async_arg)       \
  __ACCC_PROF_SITE(construct, line, end_line, func_line, func_end_line,    \
                   file, func)                                             \
  if (__accc_prof_on)                                                      \
    __accc_prof_exit_begin(&__accc_site, async_arg);
#define __ACCC_PROF_END(async_arg)                                         \
  if (__accc_prof_on)                                                      \
    __accc_prof_end(&__accc_site, async_arg);
/* The data hooks are called unconditionally (libacc returns at once when
   the construct's begin found profiling off): a conditional call at the end
   of a `target data` region after a `target nowait` task makes clang 22
   emit invalid debug information ("!dbg attachment points at wrong
   subprogram"), and a data construct's two calls cost nothing next to its
   mapping. */
#define __ACCC_PROF_DATA_ENTERED() __accc_prof_data_entered(&__accc_site);
#define __ACCC_PROF_DATA_EXITING() __accc_prof_data_exiting(&__accc_site);


/* accc internal: a pointer's `present` subarray on a synchronous compute
   construct for the GPU (lib/Transform/PresentLookups.cpp). The
   translation finds every such pointer's device address first,
     __ACCC_PRESENT_ADDR(0, __accc_present_base(a, lb * sizeof *a, bytes,
                                                where, on))
     ...
   and then shadows each pointer with it, __ACCC_PRESENT_SHADOW(a, 0), for
   the construct, which gets is_device_ptr(a). __accc_present_base returns
   the device address of `base`, given that [begin, begin + bytes) is all
   present on the current device; `base` itself where `on` is 0 (the
   construct's if condition) or the current device is the host; and ends
   the program with a `present` clause's error, which `where`
   ("file:line:col: item") begins, where the range is not all present;
   begin is base + offset (bytes). Scalar declarations, each first in its
   compound statement or after the others: C89 too. */
void *__accc_present_base(const void *base, ptrdiff_t offset, size_t bytes,
                          const char *where, int on) __ACCC_NOTHROW;
/* accc internal: whether the n parts of one object that follow, each a
   pointer (const void *) and its size in bytes (size_t), lie in one piece
   of device memory present on the current device, from the lowest part's
   first byte to the highest part's last (1 also where no part has bytes or
   the current device is the host): an `enter data` or `exit data`
   directive that names several members of an object then maps them as
   clang groups them, with one reference count, else each apart
   (lib/Transform/MemberStandIns.cpp, rule 7). */
int __accc_present_together(int n, ...) __ACCC_NOTHROW;
/* accc internal: the copyout actions of `exit data ... finalize` for the n
   members of one object that follow, each a pointer (const void *) and its
   size in bytes (size_t), on activity queue `async` (acc_async_sync: none)
   as acc_copyout_finalize_async does them; where they lie in one present
   piece, which the first one's finalize removes, the others are copied out
   too (lib/Transform/DataToOMP.cpp, rule 3). */
void __accc_copyout_finalize_parts(int async, int n, ...) __ACCC_NOTHROW;
/* accc internal: the attach action of a data clause whose item is a
   subarray or element of a pointer member (`present(s->a[0:n])`), called
   before the directive (lib/Transform/AttachToOMP.cpp, rule 7): where the
   pointer and its target are both present on the current device and the
   device copy of the pointer does not hold the target's device address
   already, it is attached as by acc_attach (an attached one counts one
   more). Returns nonzero where it counted: the directive's end then calls
   acc_detach. OpenMP attaches only where the directive maps the pointer
   or its target anew. */
int __accc_attach_present(void **ptr_addr) __ACCC_NOTHROW;
/* accc internal: the host's body of a `routine nohost` function, which the
   host compilation does not get (lib/Transform/RoutineToOMP.cpp rule 3):
   stops the program with a message that names the routine. */
__attribute__((__noreturn__)) void
__accc_nohost_called(const char *routine) __ACCC_NOTHROW;
/* accc internal: the next kernel launch of the calling thread may run ahead
   of the host where `on` (the construct's if condition) holds: a
   synchronous construct whose effects stay in device memory
   (lib/Transform/RunAhead.cpp, runtime/src/RunAhead.cpp). */
void __accc_run_ahead(int on) __ACCC_NOTHROW;
/* accc internal: whether a compute construct whose if condition is `on`
   runs on a GPU (the current device is no host): its ompx_bare kernel may
   run (lib/Transform/DirectKernels.cpp). */
int __accc_on_gpu(int on) __ACCC_NOTHROW;
/* accc internal: a gang-level reduction of a synchronous compute construct
   for the GPU (lib/Transform/GangReductions.cpp, runtime/src/
   GangReduction.cpp). __accc_gang_reduction returns the construct's block of
   accumulators (on the device, filled from the identity image `init`, whose
   address names the construct, on the first call) and sets *result to a
   block of the same size in pinned host memory; both are host memory where
   `on` (the if condition) is 0 or the current device is the host.
   __accc_gang_reduction_target returns where the last team applies the
   total: var where the region runs on the host, var's device copy where it
   is present, else `slot` after copying var into it. The teams count
   themselves with omp_get_num_teams. */
void *__accc_gang_reduction(const void *init, size_t bytes, int on,
                            void **result) __ACCC_NOTHROW;
void *__accc_gang_reduction_target(void *var, size_t bytes, void *slot,
                                   int on) __ACCC_NOTHROW;
int omp_get_num_teams(void);
/* The team's partial result, under the reduction variable's name (a system
   header's declaration: the user's -Wshadow does not apply to it). */
#define __ACCC_GANG_PARTIAL(type, var, identity)                           \
  _Pragma("clang diagnostic push")                                         \
  _Pragma("clang diagnostic ignored \"-Wshadow-all\"")                     \
  type var = (identity);                                                   \
  _Pragma("clang diagnostic pop")
/* A construct's if condition as libacc's `int on` (the present lookups, the
   gang reductions, the run-ahead mark): evaluated again beside the
   directive's own if clause, which keeps the user's warnings about it (an
   array or a function is always true) once. */
#define __ACCC_ON(c)                                                       \
  (_Pragma("clang diagnostic push")                                        \
   _Pragma("clang diagnostic ignored \"-Weverything\"")                    \
   !!(c) _Pragma("clang diagnostic pop"))
#define __ACCC_PRESENT_ADDR(i, address)                                    \
  void *const __accc_present_addr##i = (address);
#define __ACCC_PRESENT_SHADOW(var, i)                                      \
  _Pragma("clang diagnostic push")                                         \
  _Pragma("clang diagnostic ignored \"-Wshadow-all\"")                     \
  __typeof__(var) var = (__typeof__(var))__accc_present_addr##i;           \
  _Pragma("clang diagnostic pop")
/* A bind of or to a lambda, at a call in device code (accc's
   lib/Transform/CallSiteBinds.cpp): the bound name in the device
   compilation, the routine itself in the host's (the host fallback). Both
   compilations name both, so that the offloaded region captures the same
   variables in each (a lambda is a variable). */
#if defined(__NVPTX__) || defined(__AMDGPU__)
#define __ACCC_BIND(routine, bound) ((void)&(routine), (bound))
#else
#define __ACCC_BIND(routine, bound) ((void)&(bound), (routine))
#endif

/* Sec. 3.2.13 - 3.2.14: the default-async-var of the calling thread. */
int acc_get_default_async(void) __ACCC_NOTHROW;
void acc_set_default_async(int async_arg) __ACCC_NOTHROW;

/* Sec. 3.2.15: acc_on_device. The library definition answers for the host,
   which is also where a target region runs when it falls back to the host. */
int acc_on_device(acc_device_t dev_type) __ACCC_NOTHROW;

/* Sec. 3.2.16 - 3.2.17: device memory. */
void *acc_malloc(size_t bytes) __ACCC_NOTHROW;
void acc_free(void *data_dev) __ACCC_NOTHROW;

/* Sec. 3.2.18: acc_copyin and acc_create (enter data copyin / create).
   acc_present_or_copyin, acc_pcopyin, acc_present_or_create and acc_pcreate
   are their OpenACC 2.0 names. */
void *acc_copyin(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_copyin_async(void *data_arg, size_t bytes,
                      int async_arg) __ACCC_NOTHROW;
void *acc_create(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_create_async(void *data_arg, size_t bytes,
                      int async_arg) __ACCC_NOTHROW;
void *acc_present_or_copyin(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void *acc_pcopyin(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void *acc_present_or_create(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void *acc_pcreate(void *data_arg, size_t bytes) __ACCC_NOTHROW;

/* Sec. 3.2.19: acc_copyout and acc_delete (exit data copyout / delete,
   with finalize for the _finalize forms). */
void acc_copyout(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_copyout_async(void *data_arg, size_t bytes,
                       int async_arg) __ACCC_NOTHROW;
void acc_copyout_finalize(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_copyout_finalize_async(void *data_arg, size_t bytes,
                                int async_arg) __ACCC_NOTHROW;
void acc_delete(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_delete_async(void *data_arg, size_t bytes,
                      int async_arg) __ACCC_NOTHROW;
void acc_delete_finalize(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_delete_finalize_async(void *data_arg, size_t bytes,
                               int async_arg) __ACCC_NOTHROW;

/* Sec. 3.2.20: acc_update_device and acc_update_self. */
void acc_update_device(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_update_device_async(void *data_arg, size_t bytes,
                             int async_arg) __ACCC_NOTHROW;
void acc_update_self(void *data_arg, size_t bytes) __ACCC_NOTHROW;
void acc_update_self_async(void *data_arg, size_t bytes,
                           int async_arg) __ACCC_NOTHROW;

/* Sec. 3.2.21 - 3.2.22: acc_map_data and acc_unmap_data. */
void acc_map_data(void *data_arg, void *data_dev,
                  size_t bytes) __ACCC_NOTHROW;
void acc_unmap_data(void *data_arg) __ACCC_NOTHROW;

/* Sec. 3.2.23 - 3.2.25: acc_deviceptr, acc_hostptr, acc_is_present. */
void *acc_deviceptr(void *data_arg) __ACCC_NOTHROW;
void *acc_hostptr(void *data_dev) __ACCC_NOTHROW;
int acc_is_present(void *data_arg, size_t bytes) __ACCC_NOTHROW;

/* Sec. 3.2.26 - 3.2.28: copies between host and device memory and within
   the device memory of the current device. */
void acc_memcpy_to_device(void *data_dev_dest, void *data_host_src,
                          size_t bytes) __ACCC_NOTHROW;
void acc_memcpy_to_device_async(void *data_dev_dest, void *data_host_src,
                                size_t bytes, int async_arg) __ACCC_NOTHROW;
void acc_memcpy_from_device(void *data_host_dest, void *data_dev_src,
                            size_t bytes) __ACCC_NOTHROW;
void acc_memcpy_from_device_async(void *data_host_dest, void *data_dev_src,
                                  size_t bytes, int async_arg) __ACCC_NOTHROW;
void acc_memcpy_device(void *data_dev_dest, void *data_dev_src,
                       size_t bytes) __ACCC_NOTHROW;
void acc_memcpy_device_async(void *data_dev_dest, void *data_dev_src,
                             size_t bytes, int async_arg) __ACCC_NOTHROW;

/* Sec. 3.2.29: acc_attach and acc_detach. */
void acc_attach(void **ptr_addr) __ACCC_NOTHROW;
void acc_attach_async(void **ptr_addr, int async_arg) __ACCC_NOTHROW;
void acc_detach(void **ptr_addr) __ACCC_NOTHROW;
void acc_detach_async(void **ptr_addr, int async_arg) __ACCC_NOTHROW;
void acc_detach_finalize(void **ptr_addr) __ACCC_NOTHROW;
void acc_detach_finalize_async(void **ptr_addr, int async_arg) __ACCC_NOTHROW;

/* Sec. 3.2.30: acc_memcpy_d2d, between the device copies of two host
   addresses on two devices of the current device type. */
void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src, size_t bytes,
                    int dev_num_dest, int dev_num_src) __ACCC_NOTHROW;
void acc_memcpy_d2d_async(void *data_arg_dest, void *data_arg_src,
                          size_t bytes, int dev_num_dest, int dev_num_src,
                          int async_arg_src) __ACCC_NOTHROW;

/* In the device compilation of an offloaded region, acc_on_device resolves
   to this definition, a constant for a constant argument (sec. 3.2.14). Only
   clang implements 'begin declare variant' among the compilers accc uses. */
#if defined(_OPENMP) && defined(__clang__)
#pragma omp begin declare variant match(device = {kind(gpu)})
static __inline__ int acc_on_device(acc_device_t dev_type) __ACCC_NOTHROW {
  return dev_type == acc_device_not_host
#if defined(__NVPTX__)
         || dev_type == acc_device_nvidia
#elif defined(__AMDGPU__)
         || dev_type == acc_device_radeon
#endif
      ;
}
#pragma omp end declare variant
#endif

#ifdef __cplusplus
} /* extern "C" */

/* accc's own: the identities of max and min in a template whose
   instantiations' types differ (a `reduction(max: x)` of a class template
   of float and double), chosen by overloading on the variable's type
   (lib/Transform/GangReductions.cpp rule 1). */
#if __cplusplus >= 201103L
#define __ACCC_CONSTEXPR constexpr
#else
#define __ACCC_CONSTEXPR inline
#endif
static __ACCC_CONSTEXPR int __accc_lowest(int) { return -__INT_MAX__ - 1; }
static __ACCC_CONSTEXPR long __accc_lowest(long) { return -__LONG_MAX__ - 1L; }
static __ACCC_CONSTEXPR unsigned __accc_lowest(unsigned) { return 0; }
static __ACCC_CONSTEXPR unsigned long __accc_lowest(unsigned long) { return 0; }
static __ACCC_CONSTEXPR float __accc_lowest(float) { return -__FLT_MAX__; }
static __ACCC_CONSTEXPR double __accc_lowest(double) { return -__DBL_MAX__; }
static __ACCC_CONSTEXPR int __accc_highest(int) { return __INT_MAX__; }
static __ACCC_CONSTEXPR long __accc_highest(long) { return __LONG_MAX__; }
static __ACCC_CONSTEXPR unsigned __accc_highest(unsigned) {
  return 2U * __INT_MAX__ + 1U;
}
static __ACCC_CONSTEXPR unsigned long __accc_highest(unsigned long) {
  return 2UL * __LONG_MAX__ + 1UL;
}
static __ACCC_CONSTEXPR float __accc_highest(float) { return __FLT_MAX__; }
static __ACCC_CONSTEXPR double __accc_highest(double) { return __DBL_MAX__; }
#if __cplusplus >= 201103L /* long long: C++11 */
static __ACCC_CONSTEXPR long long __accc_lowest(long long) {
  return -__LONG_LONG_MAX__ - 1LL;
}
static __ACCC_CONSTEXPR unsigned long long __accc_lowest(unsigned long long) {
  return 0;
}
static __ACCC_CONSTEXPR long long __accc_highest(long long) {
  return __LONG_LONG_MAX__;
}
static __ACCC_CONSTEXPR unsigned long long __accc_highest(unsigned long long) {
  return 2ULL * __LONG_LONG_MAX__ + 1ULL;
}
#endif
#endif

#endif /* ACCC_OPENACC_H */
