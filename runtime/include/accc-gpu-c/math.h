/*===- math.h - accc's wrapper of <math.h> for C compiled for the GPU -===*\
 *
 * Part of accc, an OpenACC to OpenMP compiler built on Clang.
 *
 * accc puts this directory first on the include path of a C source compiled
 * with -acc=gpu (lib/Driver/Runner.cpp). clang's OpenMP offload wrapper of
 * <math.h> declares CUDA's device functions, among them min, max, abs and
 * others that C's <math.h> does not have; a program that defines
 * function-like macros of those names before including <math.h> (`#define
 * max(a, b) ...`, as many C codes do) would have them expanded in those
 * declarations and fail to compile for the GPU only. Here the macros are
 * set aside while the real <math.h> is read and restored after it, so the
 * program's uses expand them as before. And a program's own function of
 * such a name (`double norm(const double *v, int n)`, `int max(int, int)`:
 * C reserves none of them) would conflict with CUDA's declaration of
 * another type: those CUDA functions that C's <math.h> and <stdlib.h> do
 * not have are declared under reserved names (__accc_cuda_norm), which no
 * C program calls (its host compile has no such functions). abs, labs and
 * llabs (C's <stdlib.h>) and sinpi and cospi (C23's <math.h>) keep their
 * names.
 *
 *===----------------------------------------------------------------------===*/

#pragma push_macro("min")
#pragma push_macro("max")
#pragma push_macro("llmin")
#pragma push_macro("llmax")
#pragma push_macro("umin")
#pragma push_macro("umax")
#pragma push_macro("ullmin")
#pragma push_macro("ullmax")
#pragma push_macro("abs")
#pragma push_macro("labs")
#pragma push_macro("llabs")
#pragma push_macro("norm")
#pragma push_macro("normf")
#pragma push_macro("norm3d")
#pragma push_macro("norm3df")
#pragma push_macro("norm4d")
#pragma push_macro("norm4df")
#pragma push_macro("rnorm")
#pragma push_macro("rnormf")
#pragma push_macro("rnorm3d")
#pragma push_macro("rnorm3df")
#pragma push_macro("rnorm4d")
#pragma push_macro("rnorm4df")
#pragma push_macro("normcdf")
#pragma push_macro("normcdff")
#pragma push_macro("normcdfinv")
#pragma push_macro("normcdfinvf")
#pragma push_macro("powi")
#pragma push_macro("powif")
#pragma push_macro("rsqrt")
#pragma push_macro("rsqrtf")
#pragma push_macro("rcbrt")
#pragma push_macro("rcbrtf")
#pragma push_macro("rhypot")
#pragma push_macro("rhypotf")
#pragma push_macro("sinpi")
#pragma push_macro("sinpif")
#pragma push_macro("cospi")
#pragma push_macro("cospif")
#pragma push_macro("fdivide")
#pragma push_macro("fdividef")
#pragma push_macro("erfcinv")
#pragma push_macro("erfcinvf")
#pragma push_macro("erfcx")
#pragma push_macro("erfcxf")
#pragma push_macro("erfinv")
#pragma push_macro("erfinvf")
#pragma push_macro("cyl_bessel_i0")
#pragma push_macro("cyl_bessel_i0f")
#pragma push_macro("cyl_bessel_i1")
#pragma push_macro("cyl_bessel_i1f")
#undef min
#undef max
#undef llmin
#undef llmax
#undef umin
#undef umax
#undef ullmin
#undef ullmax
#undef abs
#undef labs
#undef llabs
#undef norm
#undef normf
#undef norm3d
#undef norm3df
#undef norm4d
#undef norm4df
#undef rnorm
#undef rnormf
#undef rnorm3d
#undef rnorm3df
#undef rnorm4d
#undef rnorm4df
#undef normcdf
#undef normcdff
#undef normcdfinv
#undef normcdfinvf
#undef powi
#undef powif
#undef rsqrt
#undef rsqrtf
#undef rcbrt
#undef rcbrtf
#undef rhypot
#undef rhypotf
#undef sinpi
#undef sinpif
#undef cospi
#undef cospif
#undef fdivide
#undef fdividef
#undef erfcinv
#undef erfcinvf
#undef erfcx
#undef erfcxf
#undef erfinv
#undef erfinvf
#undef cyl_bessel_i0
#undef cyl_bessel_i0f
#undef cyl_bessel_i1
#undef cyl_bessel_i1f
#define min __accc_cuda_min
#define max __accc_cuda_max
#define llmin __accc_cuda_llmin
#define llmax __accc_cuda_llmax
#define umin __accc_cuda_umin
#define umax __accc_cuda_umax
#define ullmin __accc_cuda_ullmin
#define ullmax __accc_cuda_ullmax
#define norm __accc_cuda_norm
#define normf __accc_cuda_normf
#define norm3d __accc_cuda_norm3d
#define norm3df __accc_cuda_norm3df
#define norm4d __accc_cuda_norm4d
#define norm4df __accc_cuda_norm4df
#define rnorm __accc_cuda_rnorm
#define rnormf __accc_cuda_rnormf
#define rnorm3d __accc_cuda_rnorm3d
#define rnorm3df __accc_cuda_rnorm3df
#define rnorm4d __accc_cuda_rnorm4d
#define rnorm4df __accc_cuda_rnorm4df
#define normcdf __accc_cuda_normcdf
#define normcdff __accc_cuda_normcdff
#define normcdfinv __accc_cuda_normcdfinv
#define normcdfinvf __accc_cuda_normcdfinvf
#define powi __accc_cuda_powi
#define powif __accc_cuda_powif
#define rsqrt __accc_cuda_rsqrt
#define rsqrtf __accc_cuda_rsqrtf
#define rcbrt __accc_cuda_rcbrt
#define rcbrtf __accc_cuda_rcbrtf
#define rhypot __accc_cuda_rhypot
#define rhypotf __accc_cuda_rhypotf
#define fdivide __accc_cuda_fdivide
#define fdividef __accc_cuda_fdividef
#define erfcinv __accc_cuda_erfcinv
#define erfcinvf __accc_cuda_erfcinvf
#define erfcx __accc_cuda_erfcx
#define erfcxf __accc_cuda_erfcxf
#define erfinv __accc_cuda_erfinv
#define erfinvf __accc_cuda_erfinvf
#define cyl_bessel_i0 __accc_cuda_cyl_bessel_i0
#define cyl_bessel_i0f __accc_cuda_cyl_bessel_i0f
#define cyl_bessel_i1 __accc_cuda_cyl_bessel_i1
#define cyl_bessel_i1f __accc_cuda_cyl_bessel_i1f
#include_next <math.h>
#undef min
#undef max
#undef llmin
#undef llmax
#undef umin
#undef umax
#undef ullmin
#undef ullmax
#undef norm
#undef normf
#undef norm3d
#undef norm3df
#undef norm4d
#undef norm4df
#undef rnorm
#undef rnormf
#undef rnorm3d
#undef rnorm3df
#undef rnorm4d
#undef rnorm4df
#undef normcdf
#undef normcdff
#undef normcdfinv
#undef normcdfinvf
#undef powi
#undef powif
#undef rsqrt
#undef rsqrtf
#undef rcbrt
#undef rcbrtf
#undef rhypot
#undef rhypotf
#undef fdivide
#undef fdividef
#undef erfcinv
#undef erfcinvf
#undef erfcx
#undef erfcxf
#undef erfinv
#undef erfinvf
#undef cyl_bessel_i0
#undef cyl_bessel_i0f
#undef cyl_bessel_i1
#undef cyl_bessel_i1f
#pragma pop_macro("min")
#pragma pop_macro("max")
#pragma pop_macro("llmin")
#pragma pop_macro("llmax")
#pragma pop_macro("umin")
#pragma pop_macro("umax")
#pragma pop_macro("ullmin")
#pragma pop_macro("ullmax")
#pragma pop_macro("abs")
#pragma pop_macro("labs")
#pragma pop_macro("llabs")
#pragma pop_macro("norm")
#pragma pop_macro("normf")
#pragma pop_macro("norm3d")
#pragma pop_macro("norm3df")
#pragma pop_macro("norm4d")
#pragma pop_macro("norm4df")
#pragma pop_macro("rnorm")
#pragma pop_macro("rnormf")
#pragma pop_macro("rnorm3d")
#pragma pop_macro("rnorm3df")
#pragma pop_macro("rnorm4d")
#pragma pop_macro("rnorm4df")
#pragma pop_macro("normcdf")
#pragma pop_macro("normcdff")
#pragma pop_macro("normcdfinv")
#pragma pop_macro("normcdfinvf")
#pragma pop_macro("powi")
#pragma pop_macro("powif")
#pragma pop_macro("rsqrt")
#pragma pop_macro("rsqrtf")
#pragma pop_macro("rcbrt")
#pragma pop_macro("rcbrtf")
#pragma pop_macro("rhypot")
#pragma pop_macro("rhypotf")
#pragma pop_macro("sinpi")
#pragma pop_macro("sinpif")
#pragma pop_macro("cospi")
#pragma pop_macro("cospif")
#pragma pop_macro("fdivide")
#pragma pop_macro("fdividef")
#pragma pop_macro("erfcinv")
#pragma pop_macro("erfcinvf")
#pragma pop_macro("erfcx")
#pragma pop_macro("erfcxf")
#pragma pop_macro("erfinv")
#pragma pop_macro("erfinvf")
#pragma pop_macro("cyl_bessel_i0")
#pragma pop_macro("cyl_bessel_i0f")
#pragma pop_macro("cyl_bessel_i1")
#pragma pop_macro("cyl_bessel_i1f")
